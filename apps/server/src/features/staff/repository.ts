import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/shared/staff';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { staffMembers, staffPasswordLinks, staffSessions, type StaffMemberRow } from '../../db/schema.ts';

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
  try {
    const [row] = await db.insert(staffMembers).values(member).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
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

export async function listStaff(db: Database): Promise<StaffMemberRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.role), asc(staffMembers.name));
}

/** Disables a member and ends their sessions in one transaction; false for no such member. */
export async function disableStaffMember(db: Database, memberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(staffMembers)
      .set({ disabledAt: sql`coalesce(${staffMembers.disabledAt}, now())` })
      .where(eq(staffMembers.id, memberId))
      .returning({ id: staffMembers.id });
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, memberId));
    await tx.delete(staffPasswordLinks).where(eq(staffPasswordLinks.staffId, memberId));
    return changed.length > 0;
  });
}
