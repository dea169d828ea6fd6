import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import { RESET_CODE } from '@shop/shared/accounts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { endedSessions, passwordResetCodes, users, type NewUserRow, type UserRow } from '../../db/schema.ts';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The account of a session, unless the session was ended (signed out) before its token expired. */
export async function findSessionUser(
  db: Database,
  session: { userId: string; sessionId: string },
): Promise<UserRow | undefined> {
  const ended = db
    .select({ sessionId: endedSessions.sessionId })
    .from(endedSessions)
    .where(eq(endedSessions.sessionId, session.sessionId));
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, session.userId), notExists(ended)));
  return row;
}

/**
 * Ends one session before its token expires. Sessions whose tokens have expired since need
 * no row any more, and go in the same call.
 */
export async function endSession(
  db: Database,
  session: { sessionId: string; userId: string; endsAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(endedSessions).where(lt(endedSessions.endsAt, new Date()));
    await tx.insert(endedSessions).values(session).onConflictDoNothing();
  });
}

export async function findUserByGoogleId(db: Database, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

/** The new account, or undefined when its e-mail (or Google id) already has one. */
export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow | undefined> {
  try {
    const [row] = await db.insert(users).values(user).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    'firstName' | 'lastName' | 'phoneNumber' | 'address' | 'city' | 'postalCode' | 'country' | 'language'
  >
>;

/** Fields left undefined keep their value (Drizzle leaves them out of the update). */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Ties an account to a Google identity; the e-mail is then known to be the person's. An
 * account whose e-mail nobody had proved may have been registered by someone else, before
 * the address's owner came: its password goes and its sessions end, in the same statement
 * (the right-hand sides read the row as it was).
 */
export async function linkGoogleAccount(
  db: Database,
  userId: string,
  google: { googleId: string; picture: string | undefined },
): Promise<UserRow | undefined> {
  const provedBefore = users.isEmailVerified;
  const [row] = await db
    .update(users)
    .set({
      googleId: google.googleId,
      isEmailVerified: true,
      profilePicture: sql`coalesce(${users.profilePicture}, ${google.picture ?? null})`,
      passwordHash: sql`CASE WHEN ${provedBefore} THEN ${users.passwordHash} END`,
      authProvider: sql`CASE WHEN ${provedBefore} THEN ${users.authProvider} ELSE 'google' END`,
      tokenVersion: sql`${users.tokenVersion} + CASE WHEN ${provedBefore} THEN 0 ELSE 1 END`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Removes the account and, through the foreign keys, its reset code and ended sessions. Its
 * paid orders stay for the books, erased beforehand to what a tax invoice needs
 * (features/orders/erasure.ts), and no longer name it.
 */
export async function deleteUser(db: Database, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Stores a new code for the account, replacing any earlier one and its count of tries. */
export async function replaceResetCode(
  db: Database,
  code: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResetCodes)
    .values({ ...code, attempts: 0 })
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      set: { codeHash: code.codeHash, expiresAt: code.expiresAt, attempts: 0, createdAt: new Date() },
    });
}

/**
 * Checks a reset code without using it, so the new password is hashed only for a right one.
 * A wrong code counts as a try; the last allowed try removes the code, and so does a look at
 * one that has expired. The row is locked while it is checked, so two tries at once cannot
 * both count as the first. Answers the stored hash of a right code.
 */
export async function checkResetCode(
  db: Database,
  attempt: { userId: string; now: Date; isRightCode: (codeHash: string) => boolean },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const byUser = eq(passwordResetCodes.userId, attempt.userId);
    const [code] = await tx.select().from(passwordResetCodes).where(byUser).for('update');
    if (!code) return undefined;
    const isUsable = code.expiresAt > attempt.now && code.attempts < RESET_CODE.maxAttempts;
    if (isUsable && attempt.isRightCode(code.codeHash)) return code.codeHash;
    if (!isUsable || code.attempts + 1 >= RESET_CODE.maxAttempts) {
      await tx.delete(passwordResetCodes).where(byUser);
    } else {
      await tx
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(byUser);
    }
    return undefined;
  });
}

/**
 * Uses a code `checkResetCode` found right, and sets the new password, in one transaction:
 * the code is removed (used once), the token version rises (older sessions end). Answers
 * false when the code went meanwhile: used by a try at the same moment, replaced or expired.
 */
export async function useResetCode(
  db: Database,
  reset: { userId: string; codeHash: string; now: Date; newPasswordHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, reset.userId),
          eq(passwordResetCodes.codeHash, reset.codeHash),
          gt(passwordResetCodes.expiresAt, reset.now),
        ),
      )
      .returning({ userId: passwordResetCodes.userId });
    if (used.length === 0) return false;
    await tx
      .update(users)
      .set({
        passwordHash: reset.newPasswordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // Whoever read the mail owns the address.
        isEmailVerified: true,
        updatedAt: reset.now,
      })
      .where(eq(users.id, reset.userId));
    return true;
  });
}
