/**
 * What the log keeps of each request. A page's address can carry a secret: the link of a
 * password-reset mail opens `/reset-password?email=…&code=…`, and a log is read by more people,
 * and kept longer, than the mail. Such a query is left out.
 */
import type { FastifyRequest } from 'fastify';

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
