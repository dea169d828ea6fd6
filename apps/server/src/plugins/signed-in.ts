import type { FastifyRequest } from 'fastify';
import { STAFF_TEXTS } from '@shop/shared/staff';
import type { StaffMemberRow, UserRow } from '../db/schema.ts';
import { HttpError } from './http-error.ts';

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

/** The signed-in staff member of a request, or a 401/403 refusal: the staff feature's check. */
export type AuthenticateStaff = (authorization: string | undefined) => Promise<StaffMemberRow>;

/** The back office's check, for the admin routes of every feature; it runs before the body is read. */
export function signedInStaff(authenticate: AuthenticateStaff) {
  const members = new WeakMap<FastifyRequest, StaffMemberRow>();
  return {
    requireStaff: async (request: FastifyRequest) => {
      members.set(request, await authenticate(request.headers.authorization));
    },
    /** What only the owner may do: the staff list, above all. */
    requireOwner: async (request: FastifyRequest) => {
      const member = await authenticate(request.headers.authorization);
      if (member.role !== 'owner') throw new HttpError(403, STAFF_TEXTS.ownerOnly);
      members.set(request, member);
    },
    staffOf: (request: FastifyRequest): StaffMemberRow => {
      const member = members.get(request);
      if (!member) throw new Error('An admin route ran without its sign-in check');
      return member;
    },
  };
}
