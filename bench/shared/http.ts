/** Plain HTTP GETs for the checks around the measurements (health, answer sizes, a product to audit). */
import http from 'node:http';
import net from 'node:net';

export interface HttpAnswer {
  status: number;
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
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
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
