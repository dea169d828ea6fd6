/**
 * Limits on tries, so nobody can guess passwords or reset codes, or flood the shop with
 * accounts and mails. Counted per account (the e-mail asked about) and per address (the
 * network the requests come from; IPv6 by its /64). Generous enough that a person who mistypes
 * a few times, or a family behind one connection, never meets them.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';
import {
  byAddress,
  byEmail,
  limitTries as limitTriesIn,
  type Check,
  type Limit,
} from '../../plugins/rate-limit.ts';

export interface AccountLimits {
  signInPerAccount: Limit;
  signInPerAddress: Limit;
  registrationPerAddress: Limit;
  resetRequestPerEmail: Limit;
  resetRequestPerAddress: Limit;
  codeTriesPerEmail: Limit;
  codeTriesPerAddress: Limit;
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
  // And this stops one address guessing at the codes of many accounts, one try each.
  codeTriesPerAddress: { max: 30, windowMs: 15 * MINUTE },
};

/** A preHandler: it runs after the body is checked, so the e-mail is known. */
export function limitTries(fastify: FastifyInstance, checks: readonly Check[]) {
  return limitTriesIn(fastify, 'accounts', checks);
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
        name: 'code-tries-address',
        limit: limits.codeTriesPerAddress,
        key: byAddress,
        message: ACCOUNT_TEXTS.tooManyCodeTries,
      },
      {
        name: 'code-tries-email',
        limit: limits.codeTriesPerEmail,
        key: byEmail,
        message: ACCOUNT_TEXTS.tooManyCodeTries,
      },
    ],
  } satisfies Record<string, Check[]>;
}
