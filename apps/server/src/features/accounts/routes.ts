import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GoogleVerifyBodySchema,
  LoginBodySchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  ResetRequestBodySchema,
  ResetVerifyBodySchema,
} from '@shop/shared/accounts';
import {
  ClientConfigAnswerSchema,
  GoogleVerifyAnswerSchema,
  LoginAnswerSchema,
  ProfileAnswerSchema,
  RegisterAnswerSchema,
} from '@shop/shared/accounts-api';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import type { UserRow } from '../../db/schema.ts';
import { CUSTOMER_SESSION, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { mailOrigin } from '../../plugins/site-origin.ts';
import { accountChecks, limitTries, type AccountLimits } from './limits.ts';
import type { AccountsService } from './service.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  limits: AccountLimits;
  /** The shop's public origin (PUBLIC_URL), for the link in the reset mail. */
  publicUrl: string | undefined;
}

/** The account forms are a few short fields; anything larger is refused before it is read. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * The account calls at the specification's paths (GET /api/openapi.json lists them). `/login` and `/register` are
 * also pages of the web app: only POST is routed here, so a browser's GET of either still
 * gets the app.
 */
const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (fastify, options) => {
  const { accounts } = options;
  const checks = accountChecks(options.limits);
  const form = { bodyLimit: FORM_BODY_LIMIT };

  // Answers carry session tokens and personal details: no cache may keep them.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const tags = inSection('accounts');

  fastify.get(
    '/api/config',
    {
      schema: {
        tags,
        summary: 'What the browser needs of the server’s settings',
        response: { 200: ClientConfigAnswerSchema, ...REFUSALS },
      },
    },
    async () => accounts.clientConfig(),
  );

  fastify.post(
    '/login',
    {
      ...form,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: LoginBodySchema,
        response: { 200: LoginAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, checks.signIn),
    },
    async (request) => accounts.login(request.body),
  );

  fastify.post(
    '/register',
    {
      ...form,
      schema: {
        tags,
        summary: 'Make an account, and sign in with it',
        body: RegisterBodySchema,
        response: { 201: RegisterAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, checks.registration),
    },
    async (request, reply) => reply.code(201).send(await accounts.register(request.body)),
  );

  fastify.post(
    '/reset-password-request',
    {
      ...form,
      schema: {
        tags,
        summary: 'Mail a reset code (the same answer whether or not the e-mail has an account)',
        body: ResetRequestBodySchema,
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, checks.resetRequest),
    },
    async (request) => accounts.requestPasswordReset(request.body, mailOrigin(request, options.publicUrl)),
  );

  fastify.post(
    '/reset-password-verify',
    {
      ...form,
      schema: {
        tags,
        summary: 'Set a new password with the mailed code',
        body: ResetVerifyBodySchema,
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, checks.codeTries),
    },
    async (request) => accounts.resetPassword(request.body),
  );

  fastify.post(
    '/auth/google/verify',
    {
      ...form,
      schema: {
        tags,
        summary: 'Sign in with a Google ID token',
        body: GoogleVerifyBodySchema,
        response: { 200: GoogleVerifyAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, checks.googleSignIn),
    },
    async (request) => accounts.googleSignIn(request.body),
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this session; the shopper’s other devices stay signed in',
        security: CUSTOMER_SESSION,
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => accounts.logout(request.headers.authorization),
  );

  // The account is looked up before the body is read: without a session nothing else matters.
  const signedIn = new WeakMap<FastifyRequest, UserRow>();
  const requireAccount = async (request: FastifyRequest) => {
    signedIn.set(request, await accounts.authenticate(request.headers.authorization));
  };
  const accountOf = (request: FastifyRequest): UserRow => {
    const user = signedIn.get(request);
    if (!user) throw new Error('The profile route ran without its sign-in check');
    return user;
  };

  const profile = { tags, security: CUSTOMER_SESSION };

  fastify.get(
    '/user/profile',
    {
      onRequest: requireAccount,
      schema: {
        ...profile,
        summary: 'The signed-in shopper’s profile',
        response: { 200: ProfileAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => accounts.profile(accountOf(request)),
  );

  fastify.put(
    '/user/profile',
    {
      ...form,
      onRequest: requireAccount,
      schema: {
        ...profile,
        summary: 'Change the profile; the e-mail never changes',
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => accounts.updateProfile(accountOf(request), request.body),
  );

  fastify.delete(
    '/user/profile',
    {
      onRequest: requireAccount,
      schema: {
        ...profile,
        summary: 'Delete the account, and erase what the shop held of it',
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => accounts.deleteAccount(accountOf(request)),
  );
};

export default accountsRoutes;
