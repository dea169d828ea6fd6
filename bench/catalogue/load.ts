/** One load measurement with autocannon: a short warm-up that is thrown away, then the run. */
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { waitUntilIdle } from '../shared/http.ts';

export const WARM_UP_SECONDS = 2;

export interface LoadSettings {
  /** Where the load goes: the shop, or the bare server beside it. */
  baseUrl: string;
  /** The shop, whose health call tells when it has finished earlier requests. */
  shopUrl: string;
  /** The CPU milliseconds the answering process has used so far (cpuMsPerRequest). */
  cpuMilliseconds?: () => Promise<number | undefined>;
  connections: number;
  durationSeconds: number;
}

/**
 * What each connection asks: a fixed list of paths, or a new path for every request (made
 * when the request is sent, each one used once).
 */
export type LoadRequests = { paths: readonly string[] } | { nextPath: () => string };

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
  /**
   * CPU time (user and system) the answering process spent in the measured run, divided by the
   * requests answered in it; undefined without /proc. Unlike req/s, it does not move with the
   * other work the machine does meanwhile.
   */
  cpuMsPerRequest?: number | undefined;
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

/**
 * Gives each connection a request of its own that takes a new path each time it is sent.
 * autocannon builds a request into the object it was given; shared by all connections, the
 * first request of each would be the same (the one built last).
 */
function newPathForEachRequest(nextPath: () => string): (client: autocannon.Client) => void {
  return (client) => {
    client.setRequests([{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }]);
  };
}

function runAutocannon(requests: LoadRequests, settings: LoadSettings, seconds: number) {
  const perConnection =
    'paths' in requests ? rotateForEachConnection(requests.paths) : newPathForEachRequest(requests.nextPath);
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: settings.baseUrl,
        connections: settings.connections,
        pipelining: 1,
        duration: seconds,
        // Replaced for each connection by setupClient.
        requests: [{ method: 'GET', path: '/' }],
        setupClient: perConnection,
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function measureLoad(requests: LoadRequests, settings: LoadSettings): Promise<LoadFigures> {
  const beforeWarmUp = await waitUntilIdle(settings.shopUrl);
  // JIT, database buffers and (when on) the answer cache are warm before counting starts.
  await runAutocannon(requests, settings, WARM_UP_SECONDS);
  // The warm-up's last requests (with the cache on: the misses that fill it, all at once)
  // are not counted either.
  const beforeRun = await waitUntilIdle(settings.shopUrl);
  const cpuBefore = await settings.cpuMilliseconds?.();
  const result = await runAutocannon(requests, settings, settings.durationSeconds);
  const cpuAfter = await settings.cpuMilliseconds?.();
  return {
    cpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : undefined,
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
