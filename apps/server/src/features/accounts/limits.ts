/**
 * Limits on tries, so nobody can guess passwords or reset codes, or flood the shop with
 * accounts and mails. Counted per account (the e-mail asked about) and per address (the
 * network the requests come from; IPv6 by its /64). Generous enough that a person who mistypes
 * a few times, or a family behind one connection, never meets them.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface AccountLimits {
  signInPerAccount: Limit;
  signInPerAddress: Limit;
  registrationPerAddress: Limit;
  resetRequestPerEmail: Limit;
  resetRequestPerAddress: Limit;
  codeTriesPerEmail: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { max: 60, windowMs: 15 * MINUTE },
  registrationPerAddress: { max: 30, windowMs: 60 * MINUTE },
  resetRequestPerEmail: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerAddress: { max: 30, windowMs: 60 * MINUTE },
  // A code itself dies after RESET_CODE.maxAttempts wrong tries; this also stops asking for
  // code after code to keep guessing.
  codeTriesPerEmail: { max: 10, windowMs: 15 * MINUTE },
};

export class TooManyTriesError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

interface Check {
  /** Names the counter; two checks never share one. */
  name: string;
  limit: Limit;
  key: (request: FastifyRequest) => string;
  message: string;
}

/** The network a request comes from. */
export const byAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** The e-mail of a body the route's schema has checked (and put in lower case). */
export function byEmail(request: FastifyRequest): string {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email
    : '';
}

/**
 * A preHandler (it runs after the body is checked, so the e-mail is known) that counts the
 * request against each check in turn and refuses it with 429 at the first one used up. When
 * the counters cannot be reached (Redis down) the request goes through, and the log says so.
 */
export function limitTries(fastify: FastifyInstance, checks: readonly Check[]): preHandlerAsyncHookHandler {
  const limiters = checks.map((check) => ({
    check,
    consume: fastify.createRateLimit({
      max: check.limit.max,
      timeWindow: check.limit.windowMs,
      keyGenerator: (request) => `accounts:${check.name}:${check.key(request)}`,
    }),
  }));
  return async (request, reply) => {
    for (const { check, consume } of limiters) {
      let outcome: Awaited<ReturnType<typeof consume>>;
      try {
        outcome = await consume(request);
      } catch (error) {
        request.log.error({ err: error, limit: check.name }, 'a rate limit could not be counted');
        continue;
      }
      if (!outcome.isAllowed && outcome.isExceeded) {
        request.log.warn({ limit: check.name }, 'a limit on tries was reached');
        reply.header('retry-after', outcome.ttlInSeconds);
        throw new TooManyTriesError(check.message, outcome.ttlInSeconds);
      }
    }
  };
}

export function accountChecks(limits: AccountLimits) {
  return {
    signIn: [
      {
        name: 'sign-in-address',
        limit: limits.signInPerAddress,
        key: byAddress,
        message: ACCOUNT_TEXTS.tooManySignIns,
      },
      {
        name: 'sign-in-account',
        limit: limits.signInPerAccount,
        key: byEmail,
        message: ACCOUNT_TEXTS.tooManySignIns,
      },
    ],
    googleSignIn: [
      {
        name: 'google-sign-in-address',
        limit: limits.signInPerAddress,
        key: byAddress,
        message: ACCOUNT_TEXTS.tooManySignIns,
      },
    ],
    registration: [
      {
        name: 'registration-address',
        limit: limits.registrationPerAddress,
        key: byAddress,
        message: ACCOUNT_TEXTS.tooManyRegistrations,
      },
    ],
    resetRequest: [
      {
        name: 'reset-request-address',
        limit: limits.resetRequestPerAddress,
        key: byAddress,
        message: ACCOUNT_TEXTS.tooManyResetRequests,
      },
      {
        name: 'reset-request-email',
        limit: limits.resetRequestPerEmail,
        key: byEmail,
        message: ACCOUNT_TEXTS.tooManyResetRequests,
      },
    ],
    codeTries: [
      {
        name: 'code-tries-email',
        limit: limits.codeTriesPerEmail,
        key: byEmail,
        message: ACCOUNT_TEXTS.tooManyCodeTries,
      },
    ],
  } satisfies Record<string, Check[]>;
}
