/**
 * The back office's staff: members made by the owner (the first one on the command line),
 * set-password links, sign-in and sessions apart from the customers'. Refusals are
 * HttpErrors, which the error handler answers as `{ success: false, message }`.
 */
import crypto from 'node:crypto';
import {
  SECOND_FACTOR_CHALLENGE_MINUTES,
  SECOND_FACTOR_CHALLENGE_TRIES,
  SECOND_FACTOR_MEMBER_LIMIT,
  SECOND_FACTOR_TEXTS,
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
  type SecondFactorSetupAnswer,
  type SecondFactorSignInBody,
  type SecondFactorState,
  type StaffSignInAnswer,
} from '@shop/shared/staff';
import { recordChange } from '../../audit/record-change.ts';
import { hashPassword, passwordMatches } from '../../auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { staffSecondFactors, staffSignInChallenges, type StaffMemberRow } from '../../db/schema.ts';
import { TooManyTriesError } from '../../plugins/rate-limit.ts';
import { eq } from 'drizzle-orm';
import {
  acceptedTimeStep,
  decryptSecret,
  encryptSecret,
  newSecondFactorSecret,
  secondFactorKey,
  secondFactorSetup,
} from './second-factor.ts';
import { shopSetting, writeShopSetting } from '../../db/shop-settings.ts';
import {
  deleteStaffSession,
  endSignInChallenge,
  findSecondFactor,
  insertSignInChallenge,
  reserveChallengeTry,
  reserveMemberCodeTry,
  startSecondFactorSetup,
  takeTimeStep,
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
import { HttpError } from '../../plugins/http-error.ts';

export interface StaffServiceOptions {
  /**
   * Whether an Authorization header carries a customer's live session (the accounts
   * feature's check, composed in app.ts): such a caller is told the back office is not for
   * shoppers (403) rather than asked to sign in.
   */
  isCustomerSession: (authorization: string) => Promise<boolean>;
  /**
   * The session secret, from which the key of second-factor secrets is derived. Only a tool
   * that never touches a second factor (making a member on the command line) goes without.
   */
  secret?: string;
  now?: () => Date;
}

/** The shop setting that asks every member of staff for a second factor. */
const SECOND_FACTOR_REQUIRED = 'staff.secondFactorRequired';

const MINUTE_MS = 60 * 1000;

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
  const key = options.secret === undefined ? undefined : secondFactorKey(options.secret);
  function secretKey(): Buffer {
    if (!key) throw new Error('The staff service was made without the session secret');
    return key;
  }

  async function secondFactorRequired(): Promise<boolean> {
    return (await shopSetting(db, SECOND_FACTOR_REQUIRED)) === true;
  }

  async function secondFactorOn(staffId: string): Promise<boolean> {
    return ((await findSecondFactor(db, staffId))?.confirmedAt ?? null) !== null;
  }

  /** Whether `code` is the member's next code: right, and later than any code taken before. */
  async function takeCode(staffId: string, code: string, confirmed: boolean): Promise<boolean> {
    const factor = await findSecondFactor(db, staffId);
    if (!factor || (factor.confirmedAt !== null) !== confirmed) return false;
    const timeStep = await acceptedTimeStep({
      secret: decryptSecret(secretKey(), factor.encryptedSecret),
      code,
      afterTimeStep: factor.lastTimeStep,
      now: now(),
    });
    return timeStep !== undefined && (await takeTimeStep(db, staffId, timeStep));
  }

  /** After the password: a session, or for a member with a second factor, the code step. */
  async function afterPassword(member: StaffMemberRow): Promise<StaffSignInAnswer> {
    if (!(await secondFactorOn(member.id))) return startSession(member);
    const challenge = newToken();
    const expiresAt = new Date(now().getTime() + SECOND_FACTOR_CHALLENGE_MINUTES * MINUTE_MS);
    await insertSignInChallenge(db, {
      tokenHash: tokenHash(challenge),
      staffId: member.id,
      expiresAt,
      now: now(),
    });
    return { success: true, secondFactor: { challenge, expiresAt: expiresAt.toISOString() } };
  }

  /** The member of a live session, whatever the owner requires. */
  async function sessionMember(authorization: string | undefined): Promise<StaffMemberRow> {
    const token = bearerToken(authorization);
    if (token === undefined) throw new HttpError(401, STAFF_TEXTS.signInRequired);
    if (!STAFF_TOKEN_PATTERN.test(token)) {
      const isCustomer = await options.isCustomerSession(authorization ?? '');
      throw isCustomer
        ? new HttpError(403, STAFF_TEXTS.customerSession)
        : new HttpError(401, STAFF_TEXTS.sessionEnded);
    }
    const member = await findSessionStaff(db, tokenHash(token), now());
    if (!member) throw new HttpError(401, STAFF_TEXTS.sessionEnded);
    return member;
  }

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

  async function issuePasswordLink(staffId: string, origin: string, by?: StaffMemberRow): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + STAFF_PASSWORD_LINK_HOURS * HOUR_MS);
    await db.transaction(async (tx) => {
      await replacePasswordLink(tx, { staffId, tokenHash: tokenHash(token), expiresAt });
      if (!by) return;
      await recordChange(tx, {
        staffId: by.id,
        action: 'staff.password-link',
        subject: { type: 'staff', id: staffId },
        after: { linkExpiresAt: expiresAt.toISOString() },
      });
    });
    return passwordLink(origin, token);
  }

  async function removeSecondFactor(memberId: string, staffId: string, note: Record<string, unknown> = {}) {
    await db.transaction(async (tx) => {
      await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.staffId, memberId));
      await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, memberId));
      await recordChange(tx, {
        staffId,
        action: 'staff.second-factor-off',
        subject: { type: 'staff', id: memberId },
        before: { secondFactor: 'on' },
        after: { secondFactor: 'off', ...note },
      });
    });
  }

  return {
    /**
     * A new member without a password, and the link at `origin` that sets it. Refused when
     * the e-mail is staff already.
     */
    async addMember(
      member: { email: string; name: string; role: StaffRole },
      origin: string,
      by?: StaffMemberRow,
    ): Promise<{ member: StaffMember; link: string }> {
      const row = await db.transaction(async (tx) => {
        const added = await insertStaffMember(tx, member);
        if (added && by) {
          await recordChange(tx, {
            staffId: by.id,
            action: 'staff.invite',
            subject: { type: 'staff', id: added.id },
            after: { name: added.name, email: added.email, role: added.role },
          });
        }
        return added;
      });
      if (!row) throw new HttpError(409, STAFF_ADMIN_TEXTS.memberExists(member.email));
      return { member: toStaffMember(row), link: await issuePasswordLink(row.id, origin) };
    },

    /**
     * Sets the password of a link's member and signs them in. The link is looked at before
     * the password is hashed: a guessed link never costs the shop argon2's memory and time.
     */
    async setPassword(body: StaffPasswordBody): Promise<StaffSignInAnswer> {
      const hashed = tokenHash(body.token);
      if (!(await passwordLinkIsOpen(db, hashed, now()))) throw new HttpError(400, STAFF_TEXTS.linkNotValid);
      const member = await usePasswordLink(db, {
        tokenHash: hashed,
        passwordHash: await hashPassword(body.password),
        now: now(),
      });
      if (!member) throw new HttpError(400, STAFF_TEXTS.linkNotValid);
      // A new password is no way around the second factor.
      return afterPassword(member);
    },

    async signIn(body: StaffSignInBody): Promise<StaffSignInAnswer> {
      const member = await findStaffByEmail(db, body.email);
      // A disabled member, one without a password yet and an unknown e-mail take as long to
      // refuse as a wrong password, and are refused in the same words.
      const usable = member && member.disabledAt === null ? member : undefined;
      const matches = await passwordMatches(usable?.passwordHash, body.password);
      if (!usable || !matches) throw new HttpError(401, STAFF_TEXTS.wrongCredentials);
      return afterPassword(usable);
    },

    /**
     * The code step of signing in: a session for the right code. Each code is counted before
     * it is checked, against the challenge, which dies after its tries, and against the
     * member's limit across challenges; a code is taken once.
     */
    async completeSignIn(body: SecondFactorSignInBody): Promise<StaffSessionAnswer> {
      const hashed = tokenHash(body.challenge);
      const at = now();
      const reserved = await reserveChallengeTry(db, hashed, at, SECOND_FACTOR_CHALLENGE_TRIES);
      if ('ended' in reserved) {
        const message =
          reserved.ended === 'tries-used'
            ? SECOND_FACTOR_TEXTS.challengeTriesUsed
            : SECOND_FACTOR_TEXTS.challengeEnded;
        throw new HttpError(401, message);
      }
      const { member } = reserved;
      const paused = await reserveMemberCodeTry(db, member.id, at, {
        maxTries: SECOND_FACTOR_MEMBER_LIMIT.wrongCodes,
        windowMs: SECOND_FACTOR_MEMBER_LIMIT.hours * HOUR_MS,
      });
      if (paused) {
        const seconds = Math.ceil((paused.pausedUntil.getTime() - at.getTime()) / 1000);
        throw new TooManyTriesError(SECOND_FACTOR_TEXTS.memberTriesUsed, Math.max(1, seconds));
      }
      if (!(await takeCode(member.id, body.code, true)))
        throw new HttpError(401, SECOND_FACTOR_TEXTS.wrongCode);
      if (!(await endSignInChallenge(db, hashed)))
        throw new HttpError(401, SECOND_FACTOR_TEXTS.challengeEnded);
      return startSession(member);
    },

    /**
     * The staff member of a request's Authorization header, or an HttpError (401 or 403). When
     * the owner requires a second factor, a member without one is refused (403) until it is on.
     */
    async authenticate(authorization: string | undefined): Promise<StaffMemberRow> {
      const member = await sessionMember(authorization);
      if ((await secondFactorRequired()) && !(await secondFactorOn(member.id))) {
        throw new HttpError(403, SECOND_FACTOR_TEXTS.setupRequired);
      }
      return member;
    },

    /** The member of a session, also one still to set up the second factor the owner requires. */
    authenticateForSetup: sessionMember,

    async secondFactorState(member: StaffMemberRow): Promise<SecondFactorState> {
      return { on: await secondFactorOn(member.id), required: await secondFactorRequired() };
    },

    /** A new secret for the member's app; it is on only once a code from the app confirms it. */
    async startSecondFactor(member: StaffMemberRow): Promise<SecondFactorSetupAnswer> {
      const secret = newSecondFactorSecret();
      if (!(await startSecondFactorSetup(db, member.id, encryptSecret(secretKey(), secret)))) {
        throw new HttpError(409, SECOND_FACTOR_TEXTS.alreadyOn);
      }
      return { success: true, secret, ...(await secondFactorSetup(secret, member.email)) };
    },

    async confirmSecondFactor(member: StaffMemberRow, code: string): Promise<void> {
      const factor = await findSecondFactor(db, member.id);
      if (factor?.confirmedAt) throw new HttpError(409, SECOND_FACTOR_TEXTS.alreadyOn);
      if (!factor) throw new HttpError(409, SECOND_FACTOR_TEXTS.notSetUp);
      if (!(await takeCode(member.id, code, false))) throw new HttpError(400, SECOND_FACTOR_TEXTS.wrongCode);
      await db.transaction(async (tx) => {
        await tx
          .update(staffSecondFactors)
          .set({ confirmedAt: now() })
          .where(eq(staffSecondFactors.staffId, member.id));
        await recordChange(tx, {
          staffId: member.id,
          action: 'staff.second-factor-on',
          subject: { type: 'staff', id: member.id },
          before: { secondFactor: 'off' },
          after: { secondFactor: 'on' },
        });
      });
    },

    /** The member turns their own second factor off, with a current code, unless the owner requires one. */
    async turnOffSecondFactor(member: StaffMemberRow, code: string): Promise<void> {
      if (!(await secondFactorOn(member.id))) throw new HttpError(409, SECOND_FACTOR_TEXTS.notOn);
      if (await secondFactorRequired()) throw new HttpError(409, SECOND_FACTOR_TEXTS.requiredByOwner);
      if (!(await takeCode(member.id, code, true))) throw new HttpError(400, SECOND_FACTOR_TEXTS.wrongCode);
      await removeSecondFactor(member.id, member.id);
    },

    /**
     * Recovery, for `npm run shop -- password-link`: whoever can run the shop's command (and so
     * read its database and secrets) turns off a member's lost second factor.
     */
    async turnOffSecondFactorOf(memberId: string): Promise<boolean> {
      if (!(await secondFactorOn(memberId))) return false;
      await removeSecondFactor(memberId, memberId, { by: 'npm run shop -- password-link' });
      return true;
    },

    async setSecondFactorRequired(owner: StaffMemberRow, required: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const before = (await shopSetting(tx, SECOND_FACTOR_REQUIRED)) === true;
        await writeShopSetting(tx, SECOND_FACTOR_REQUIRED, required);
        if (before === required) return;
        await recordChange(tx, {
          staffId: owner.id,
          action: 'setting.update',
          subject: { type: 'setting', id: SECOND_FACTOR_REQUIRED },
          before: { secondFactorRequired: before },
          after: { secondFactorRequired: required },
        });
      });
    },

    /**
     * A new set-password link for a member who never used theirs in time or forgot their
     * password; the old link stops working. Their password stays until the new link is used.
     */
    async newPasswordLink(
      memberId: string,
      origin: string,
      by?: StaffMemberRow,
    ): Promise<{ member: StaffMember; link: string }> {
      const row = await findStaffById(db, memberId);
      if (!row || row.disabledAt !== null) throw new HttpError(404, STAFF_ADMIN_TEXTS.notFound);
      const link = await issuePasswordLink(row.id, origin, by);
      return { member: toStaffMember(row), link };
    },

    /** Everyone on the staff list, owners first. */
    async list(): Promise<StaffListEntry[]> {
      return (await listStaff(db)).map(({ secondFactorOn: on, ...row }) => ({
        ...toStaffMember(row),
        secondFactorOn: on,
        passwordSet: row.passwordHash !== null,
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** A member who leaves: their sessions end and they can no longer sign in. */
    async disable(memberId: string, by: StaffMemberRow): Promise<void> {
      if (memberId === by.id) throw new HttpError(409, STAFF_ADMIN_TEXTS.notYourself);
      if (!(await disableStaffMember(db, memberId, by.id)))
        throw new HttpError(404, STAFF_ADMIN_TEXTS.notFound);
    },

    async signOut(authorization: string | undefined): Promise<void> {
      const token = bearerToken(authorization);
      const ended = token !== undefined && (await deleteStaffSession(db, tokenHash(token)));
      if (!ended) throw new HttpError(401, STAFF_TEXTS.sessionEnded);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
