import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/shared/staff';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import {
  staffMembers,
  staffPasswordLinks,
  staffSecondFactors,
  staffSessions,
  staffSignInChallenges,
  type StaffMemberRow,
} from '../../db/schema.ts';

export type StaffSecondFactorRow = typeof staffSecondFactors.$inferSelect;

export async function findStaffByEmail(db: Database, email: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function findStaffById(db: Database, id: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

/** A new member, or undefined when the e-mail is already staff. */
export async function insertStaffMember(
  db: Database,
  member: { email: string; name: string; role: StaffRole },
): Promise<StaffMemberRow | undefined> {
  // No exception for a taken e-mail: the insert may run in a transaction that goes on.
  const [row] = await db.insert(staffMembers).values(member).onConflictDoNothing().returning();
  return row;
}

/** Replaces the member's open set-password link, if any. */
export async function replacePasswordLink(
  db: Database,
  link: { staffId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(staffPasswordLinks)
    .values(link)
    .onConflictDoUpdate({
      target: staffPasswordLinks.staffId,
      set: { tokenHash: link.tokenHash, expiresAt: link.expiresAt },
    });
}

/** Whether a set-password link would still set a password: open, in time, for a member not disabled. */
export async function passwordLinkIsOpen(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const [open] = await db
    .select({ staffId: staffPasswordLinks.staffId })
    .from(staffPasswordLinks)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordLinks.staffId))
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, tokenHash),
        gt(staffPasswordLinks.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return open !== undefined;
}

/**
 * Uses a set-password link: the link goes and the password is set in one transaction, so a
 * link sets a password once however often it is sent. Undefined for an unknown, used or
 * expired link, or a disabled member.
 */
export async function usePasswordLink(
  db: Database,
  link: { tokenHash: string; passwordHash: string; now: Date },
): Promise<StaffMemberRow | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(staffPasswordLinks)
      .where(
        and(eq(staffPasswordLinks.tokenHash, link.tokenHash), gt(staffPasswordLinks.expiresAt, link.now)),
      )
      .returning({ staffId: staffPasswordLinks.staffId });
    if (!used) return undefined;
    const [member] = await tx
      .update(staffMembers)
      .set({ passwordHash: link.passwordHash })
      .where(and(eq(staffMembers.id, used.staffId), isNull(staffMembers.disabledAt)))
      .returning();
    if (!member) return undefined;
    // A new password ends the sessions signed with the old one.
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id));
    return member;
  });
}

/** Starts a session; sessions that have expired since go in the same call. */
export async function insertStaffSession(
  db: Database,
  session: { tokenHash: string; staffId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(lt(staffSessions.expiresAt, session.now));
    await tx.insert(staffSessions).values({
      tokenHash: session.tokenHash,
      staffId: session.staffId,
      expiresAt: session.expiresAt,
    });
  });
}

/** The member of a live session; a disabled member has none. */
export async function findSessionStaff(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db
    .select({ member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row?.member;
}

export async function deleteStaffSession(db: Database, tokenHash: string): Promise<boolean> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.tokenHash, tokenHash))
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length > 0;
}

export async function listStaff(db: Database): Promise<(StaffMemberRow & { secondFactorOn: boolean })[]> {
  const rows = await db
    .select({ member: staffMembers, confirmedAt: staffSecondFactors.confirmedAt })
    .from(staffMembers)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.staffId, staffMembers.id))
    .orderBy(asc(staffMembers.role), asc(staffMembers.name));
  return rows.map((row) => ({ ...row.member, secondFactorOn: row.confirmedAt !== null }));
}

/**
 * Disables a member and ends their sessions in one transaction, with its entry in the audit
 * log (only the first time); false for no such member.
 */
export async function disableStaffMember(
  db: Database,
  memberId: string,
  byStaffId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabledAt: staffMembers.disabledAt })
      .from(staffMembers)
      .where(eq(staffMembers.id, memberId))
      .for('update');
    if (!before) return false;
    if (before.disabledAt === null) {
      const [after] = await tx
        .update(staffMembers)
        .set({ disabledAt: sql`now()` })
        .where(eq(staffMembers.id, memberId))
        .returning({ disabledAt: staffMembers.disabledAt });
      await recordChange(tx, {
        staffId: byStaffId,
        action: 'staff.disable',
        subject: { type: 'staff', id: memberId },
        before: { disabled: false },
        after: { disabled: true, disabledAt: after?.disabledAt?.toISOString() },
      });
    }
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, memberId));
    await tx.delete(staffPasswordLinks).where(eq(staffPasswordLinks.staffId, memberId));
    await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, memberId));
    return true;
  });
}

export async function findSecondFactor(
  db: Database,
  staffId: string,
): Promise<StaffSecondFactorRow | undefined> {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.staffId, staffId));
  return row;
}

/** A new secret being set up, in place of one that was never confirmed; never over one that is on. */
export async function startSecondFactorSetup(
  db: Database,
  staffId: string,
  encryptedSecret: string,
): Promise<boolean> {
  const rows = await db
    .insert(staffSecondFactors)
    .values({ staffId, encryptedSecret })
    .onConflictDoUpdate({
      target: staffSecondFactors.staffId,
      set: { encryptedSecret, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ staffId: staffSecondFactors.staffId });
  return rows.length > 0;
}

/**
 * Takes a code's time step, once: only when it is later than the last one taken, in one
 * statement, so two requests with the same code cannot both pass.
 */
export async function takeTimeStep(db: Database, staffId: string, timeStep: number): Promise<boolean> {
  const taken = await db
    .update(staffSecondFactors)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(staffSecondFactors.staffId, staffId),
        sql`coalesce(${staffSecondFactors.lastTimeStep}, -1) < ${timeStep}`,
      ),
    )
    .returning({ staffId: staffSecondFactors.staffId });
  return taken.length > 0;
}

export async function insertSignInChallenge(
  db: Database,
  challenge: { tokenHash: string; staffId: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffSignInChallenges).where(lt(staffSignInChallenges.expiresAt, challenge.now));
    await tx.insert(staffSignInChallenges).values({
      tokenHash: challenge.tokenHash,
      staffId: challenge.staffId,
      expiresAt: challenge.expiresAt,
    });
  });
}

/**
 * Counts a code against a live challenge (in time, tries left, member not disabled) before the
 * code is checked, in one statement: codes sent at once each take a try of their own, so no
 * more than `maxTries` are ever checked. The challenge's member, or why there is none.
 */
export async function reserveChallengeTry(
  db: Database,
  tokenHash: string,
  now: Date,
  maxTries: number,
): Promise<{ member: StaffMemberRow } | { ended: 'expired' | 'tries-used' }> {
  const enabled = db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(isNull(staffMembers.disabledAt));
  const [reserved] = await db
    .update(staffSignInChallenges)
    .set({ wrongCodes: sql`${staffSignInChallenges.wrongCodes} + 1` })
    .where(
      and(
        eq(staffSignInChallenges.tokenHash, tokenHash),
        gt(staffSignInChallenges.expiresAt, now),
        lt(staffSignInChallenges.wrongCodes, maxTries),
        inArray(staffSignInChallenges.staffId, enabled),
      ),
    )
    .returning({ staffId: staffSignInChallenges.staffId });
  const member = reserved && (await findStaffById(db, reserved.staffId));
  if (member) return { member };
  const [spent] = await db
    .select({ tokenHash: staffSignInChallenges.tokenHash })
    .from(staffSignInChallenges)
    .where(
      and(
        eq(staffSignInChallenges.tokenHash, tokenHash),
        gt(staffSignInChallenges.expiresAt, now),
        inArray(staffSignInChallenges.staffId, enabled),
      ),
    );
  return { ended: spent ? 'tries-used' : 'expired' };
}

/**
 * Counts a code against the member's limit across challenges before it is checked, in one
 * statement like the challenge's try; the count starts again once `windowMs` has passed since
 * its first code. Undefined when counted, or when the count is full, the moment it ends.
 */
export async function reserveMemberCodeTry(
  db: Database,
  staffId: string,
  now: Date,
  limit: { maxTries: number; windowMs: number },
): Promise<{ pausedUntil: Date } | undefined> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const { wrongCodes, wrongCodesSince } = staffSecondFactors;
  const windowOver = sql`(${wrongCodesSince} IS NULL OR ${wrongCodesSince} <= ${windowStart})`;
  const [counted] = await db
    .update(staffSecondFactors)
    .set({
      wrongCodes: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${wrongCodes} + 1 END`,
      wrongCodesSince: sql`CASE WHEN ${windowOver} THEN ${now} ELSE ${wrongCodesSince} END`,
    })
    .where(
      and(eq(staffSecondFactors.staffId, staffId), sql`(${windowOver} OR ${wrongCodes} < ${limit.maxTries})`),
    )
    .returning({ staffId: staffSecondFactors.staffId });
  if (counted) return undefined;
  const factor = await findSecondFactor(db, staffId);
  // No second factor left (turned off meanwhile): nothing to count, and the code is refused.
  if (!factor?.wrongCodesSince) return undefined;
  return { pausedUntil: new Date(factor.wrongCodesSince.getTime() + limit.windowMs) };
}

/**
 * Uses a challenge up after its right code, and gives the member back the try that code
 * took; false when another request used it first.
 */
export async function endSignInChallenge(db: Database, tokenHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(staffSignInChallenges)
      .where(eq(staffSignInChallenges.tokenHash, tokenHash))
      .returning({ staffId: staffSignInChallenges.staffId });
    if (!ended) return false;
    await tx
      .update(staffSecondFactors)
      .set({ wrongCodes: sql`greatest(${staffSecondFactors.wrongCodes} - 1, 0)` })
      .where(eq(staffSecondFactors.staffId, ended.staffId));
    return true;
  });
}
