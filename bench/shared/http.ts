/**
 * Plain HTTP GETs for the checks around the measurements: health, answer sizes, a product to
 * audit, and whether the server has become idle between runs.
 */
import http from 'node:http';
import net from 'node:net';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Sends no Accept-Encoding, like autocannon, so the byte count is the uncompressed answer
 * that the load runs receive.
 */
export function httpGet(url: string, timeoutMs = 10_000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: timeoutMs, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

/** A port nobody listens on right now (the OS picks it; a tiny race with other programs remains). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('the OS gave no free port'))));
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// The health call runs `SELECT 1` through the same database queue as every other call, so
// it is slow exactly while the server still works through requests of an earlier run.
const IDLE_HEALTH_MS = 50;
const IDLE_ANSWERS_IN_A_ROW = 3;
const IDLE_POLL_MS = 100;
const IDLE_WAIT_LIMIT_MS = 120_000;

async function healthAnswerMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  try {
    const answer = await httpGet(`${baseUrl}/api/health`, 2_000);
    return answer.status === 200 ? performance.now() - started : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * Waits until the server has finished the requests a load run left behind: the load
 * generator stops waiting, and gives up on requests at its timeout, but the server still
 * answers each one (and the test provider's webhooks follow their payments). Without this,
 * one run's backlog would be counted against the next. Gives up after IDLE_WAIT_LIMIT_MS
 * and lets the next run start anyway; the wait is recorded either way.
 */
export async function waitUntilIdle(baseUrl: string): Promise<number> {
  const started = performance.now();
  let quickAnswers = 0;
  while (quickAnswers < IDLE_ANSWERS_IN_A_ROW && performance.now() - started < IDLE_WAIT_LIMIT_MS) {
    quickAnswers = (await healthAnswerMs(baseUrl)) < IDLE_HEALTH_MS ? quickAnswers + 1 : 0;
    if (quickAnswers < IDLE_ANSWERS_IN_A_ROW) await sleep(IDLE_POLL_MS);
  }
  return Math.round(performance.now() - started);
}
