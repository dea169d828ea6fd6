import querystring from 'node:querystring';
import type { FastifyInstance } from 'fastify';

/**
 * Lets `instance` (an encapsulated context) take forms posted plainly, without a script, as the
 * test providers' pages post them; the API itself takes only JSON.
 */
export function acceptPlainForms(instance: FastifyInstance): void {
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, querystring.parse(String(body))),
  );
}
