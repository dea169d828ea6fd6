/** One load measurement with autocannon: a short warm-up that is thrown away, then the run. */
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { waitUntilIdle } from '../shared/http.ts';

export const WARM_UP_SECONDS = 2;

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadFigures {
  /** Mean of autocannon's per-second request counts. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  timeouts: number;
  /** Mean bytes per second received: divided by req/s it should give the answer size. */
  bytesPerSecond: number;
  /** How long the server kept working on earlier requests before the warm-up and the run could start. */
  backlogMs: { beforeWarmUp: number; beforeRun: number };
}

/**
 * autocannon decodes every answer body into a string (for options this benchmark does not
 * use: onResponse, expectBody, verifyBody) and then throws it away. For answers of hundreds of
 * kilobytes that decoding costs the load generator more than the server's work costs the
 * server, more still when the JSON holds non-ASCII text (the catalogue's ’), so it would
 * measure autocannon and not the shop. It runs on the same CPUs as the server. Without it,
 * response bytes are still counted by autocannon's parser.
 */
function stopDecodingAnswerBodies(): void {
  const require = createRequire(import.meta.url);
  const queueModule: unknown = require('autocannon/lib/pipelinedRequestsQueue.js');
  const prototype: unknown = typeof queueModule === 'function' ? queueModule.prototype : undefined;
  if (typeof prototype === 'object' && prototype !== null && 'addBody' in prototype) {
    Object.assign(prototype, { addBody: () => undefined });
  } else {
    console.warn(
      '  note: autocannon changed inside; it still decodes answer bodies, so large answers measure lower',
    );
  }
}
stopDecodingAnswerBodies();

/**
 * Gives each connection the paths in a different order (its own starting point), so that at
 * any moment the connections ask for different URLs rather than all for the same one.
 */
function rotateForEachConnection(paths: readonly string[]): (client: autocannon.Client) => void {
  let clientNumber = 0;
  return (client) => {
    const start = clientNumber % paths.length;
    clientNumber += 1;
    const rotated = [...paths.slice(start), ...paths.slice(0, start)];
    client.setRequests(rotated.map((path) => ({ method: 'GET', path })));
  };
}

function runAutocannon(paths: readonly string[], settings: LoadSettings, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: settings.baseUrl,
        connections: settings.connections,
        pipelining: 1,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path })),
        setupClient: rotateForEachConnection(paths),
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function measureLoad(paths: readonly string[], settings: LoadSettings): Promise<LoadFigures> {
  const beforeWarmUp = await waitUntilIdle(settings.baseUrl);
  // JIT, database buffers and (when on) the answer cache are warm before counting starts.
  await runAutocannon(paths, settings, WARM_UP_SECONDS);
  // The warm-up's last requests (with the cache on: the misses that fill it, all at once)
  // are not counted either.
  const beforeRun = await waitUntilIdle(settings.baseUrl);
  const result = await runAutocannon(paths, settings, settings.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
    backlogMs: { beforeWarmUp, beforeRun },
  };
}
