/**
 * What the log keeps of each request: one line once it is answered, with the request's id,
 * its method and address, the status and the milliseconds it took (Fastify writes two, one as
 * the request comes in). Writing a line costs the event loop every shopper shares: the second
 * line cost the hot listings a good part of what they could serve (bench/README.md,
 * "Catalogue").
 *
 * A page's address can carry a secret: the link of a password-reset mail opens
 * `/reset-password?email=…&code=…`, and a log is read by more people, and kept longer, than
 * the mail. Such a query is left out.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';

/** Lines are written once this many bytes wait (about twenty requests' lines), … */
const LOG_BATCH_BYTES = 4096;
/** … or this often, so a quiet shop's lines are not held back. */
const LOG_FLUSH_MS = 500;

/**
 * Standard output, written in batches: one write per line cost each request a system call
 * on the event loop every shopper shares (bench/README.md, "Catalogue"). Lines still waiting
 * when the process ends are written as it exits (pino flushes its destinations then).
 */
export function standardOutput() {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

/** Pages whose query is personal (an e-mail, a reset code). */
const PRIVATE_QUERY_PATHS = new Set(['/reset-password']);

export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  return PRIVATE_QUERY_PATHS.has(path.replace(/\/+$/, '')) ? `${path}?[hidden]` : url;
}

/** Fastify's own request serialiser, with the address through `urlForLog`. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }),
};

/**
 * Fastify's own request lines, replaced by one: nothing as the request comes in, and one
 * line as it is answered. Its other lines (errors, a route not found) are kept.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: urlForLog(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
