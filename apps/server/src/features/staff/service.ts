/**
 * The back office's staff: members made by the owner (the first one on the command line),
 * set-password links, sign-in and sessions apart from the customers'. Refusals are
 * StaffErrors, which the error handler answers as `{ success: false, message }`.
 */
import crypto from 'node:crypto';
import {
  STAFF_ADMIN_TEXTS,
  STAFF_PASSWORD_LINK_HOURS,
  STAFF_SESSION_HOURS,
  STAFF_TEXTS,
  passwordLink,
  type StaffMember,
  type StaffPasswordBody,
  type StaffRole,
  type StaffSessionAnswer,
  type StaffListEntry,
  type StaffSignInBody,
} from '@shop/shared/staff';
import { hashPassword, passwordMatches } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import type { StaffMemberRow } from '../../db/schema.ts';
import {
  deleteStaffSession,
  disableStaffMember,
  findSessionStaff,
  findStaffByEmail,
  findStaffById,
  insertStaffMember,
  insertStaffSession,
  listStaff,
  passwordLinkIsOpen,
  replacePasswordLink,
  usePasswordLink,
} from './repository.ts';

export class StaffError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface StaffServiceOptions {
  /**
   * Whether an Authorization header carries a customer's live session (the accounts
   * feature's check, composed in app.ts): such a caller is told the back office is not for
   * shoppers (403) rather than asked to sign in.
   */
  isCustomerSession: (authorization: string) => Promise<boolean>;
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** A back-office token: 32 random bytes, which no customer's token (a JWT) looks like. */
const STAFF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function toStaffMember(row: StaffMemberRow): StaffMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

export function createStaffService(db: Database, options: StaffServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function startSession(member: StaffMemberRow): Promise<StaffSessionAnswer> {
    const token = newToken();
    const at = now();
    await insertStaffSession(db, {
      tokenHash: tokenHash(token),
      staffId: member.id,
      expiresAt: new Date(at.getTime() + STAFF_SESSION_HOURS * HOUR_MS),
      now: at,
    });
    return { success: true, token, staff: toStaffMember(member) };
  }

  async function issuePasswordLink(staffId: string, origin: string): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + STAFF_PASSWORD_LINK_HOURS * HOUR_MS);
    await replacePasswordLink(db, { staffId, tokenHash: tokenHash(token), expiresAt });
    return passwordLink(origin, token);
  }

  return {
    /**
     * A new member without a password, and the link at `origin` that sets it. Refused when
     * the e-mail is staff already.
     */
    async addMember(
      member: { email: string; name: string; role: StaffRole },
      origin: string,
    ): Promise<{ member: StaffMember; link: string }> {
      const row = await insertStaffMember(db, member);
      if (!row) throw new StaffError(409, STAFF_ADMIN_TEXTS.memberExists(member.email));
      return { member: toStaffMember(row), link: await issuePasswordLink(row.id, origin) };
    },

    /**
     * Sets the password of a link's member and signs them in. The link is looked at before
     * the password is hashed: a guessed link never costs the shop argon2's memory and time.
     */
    async setPassword(body: StaffPasswordBody): Promise<StaffSessionAnswer> {
      const hashed = tokenHash(body.token);
      if (!(await passwordLinkIsOpen(db, hashed, now()))) throw new StaffError(400, STAFF_TEXTS.linkNotValid);
      const member = await usePasswordLink(db, {
        tokenHash: hashed,
        passwordHash: await hashPassword(body.password),
        now: now(),
      });
      if (!member) throw new StaffError(400, STAFF_TEXTS.linkNotValid);
      return startSession(member);
    },

    async signIn(body: StaffSignInBody): Promise<StaffSessionAnswer> {
      const member = await findStaffByEmail(db, body.email);
      // A disabled member, one without a password yet and an unknown e-mail take as long to
      // refuse as a wrong password, and are refused in the same words.
      const usable = member && member.disabledAt === null ? member : undefined;
      const matches = await passwordMatches(usable?.passwordHash, body.password);
      if (!usable || !matches) throw new StaffError(401, STAFF_TEXTS.wrongCredentials);
      return startSession(usable);
    },

    /** The staff member of a request's Authorization header, or a StaffError (401 or 403). */
    async authenticate(authorization: string | undefined): Promise<StaffMemberRow> {
      const token = bearerToken(authorization);
      if (token === undefined) throw new StaffError(401, STAFF_TEXTS.signInRequired);
      if (!STAFF_TOKEN_PATTERN.test(token)) {
        const isCustomer = await options.isCustomerSession(authorization ?? '');
        throw isCustomer
          ? new StaffError(403, STAFF_TEXTS.customerSession)
          : new StaffError(401, STAFF_TEXTS.sessionEnded);
      }
      const member = await findSessionStaff(db, tokenHash(token), now());
      if (!member) throw new StaffError(401, STAFF_TEXTS.sessionEnded);
      return member;
    },

    /**
     * A new set-password link for a member who never used theirs in time or forgot their
     * password; the old link stops working. Their password stays until the new link is used.
     */
    async newPasswordLink(memberId: string, origin: string): Promise<{ member: StaffMember; link: string }> {
      const row = await findStaffById(db, memberId);
      if (!row || row.disabledAt !== null) throw new StaffError(404, STAFF_ADMIN_TEXTS.notFound);
      return { member: toStaffMember(row), link: await issuePasswordLink(row.id, origin) };
    },

    /** Everyone on the staff list, owners first. */
    async list(): Promise<StaffListEntry[]> {
      return (await listStaff(db)).map((row) => ({
        ...toStaffMember(row),
        passwordSet: row.passwordHash !== null,
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A member who leaves: their sessions end and they can no longer sign in. */
    async disable(memberId: string, by: StaffMemberRow): Promise<void> {
      if (memberId === by.id) throw new StaffError(409, STAFF_ADMIN_TEXTS.notYourself);
      if (!(await disableStaffMember(db, memberId))) throw new StaffError(404, STAFF_ADMIN_TEXTS.notFound);
    },

    async signOut(authorization: string | undefined): Promise<void> {
      const token = bearerToken(authorization);
      const ended = token !== undefined && (await deleteStaffSession(db, tokenHash(token)));
      if (!ended) throw new StaffError(401, STAFF_TEXTS.sessionEnded);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
