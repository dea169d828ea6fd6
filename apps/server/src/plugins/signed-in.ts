import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';

/** The signed-in customer of a request, or a 401 refusal: the accounts feature's check. */
export type Authenticate = (authorization: string | undefined) => Promise<UserRow>;

/**
 * A route's sign-in check, run before the body is read (without a session nothing else
 * matters), and the customer it found.
 */
export function signedInCustomers(authenticate: Authenticate) {
  const customers = new WeakMap<FastifyRequest, UserRow>();
  return {
    requireCustomer: async (request: FastifyRequest) => {
      customers.set(request, await authenticate(request.headers.authorization));
    },
    customerOf: (request: FastifyRequest): UserRow => {
      const user = customers.get(request);
      if (!user) throw new Error('A route ran without its sign-in check');
      return user;
    },
  };
}
