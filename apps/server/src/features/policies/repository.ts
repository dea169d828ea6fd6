import { desc, eq, sql } from 'drizzle-orm';
import type { PolicyId } from '@shop/shared/policy-pages';
import type { Database } from '../../db/client.ts';
import { policyVersions, staffMembers } from '../../db/schema.ts';

/** Writing the first versions at start takes this lock, so two instances starting together write one each. */
const FIRST_VERSIONS_LOCK_KEY = 0x706f_6c69;

export interface StoredVersion {
  id: string;
  policyId: PolicyId;
  markdown: string;
  createdAt: Date;
  staffName: string | null;
}

const versionColumns = {
  id: policyVersions.id,
  policyId: policyVersions.policyId,
  markdown: policyVersions.markdown,
  createdAt: policyVersions.createdAt,
  staffName: staffMembers.name,
};

/** Every version of a policy, newest first. */
export function findVersions(db: Database, policyId: PolicyId): Promise<StoredVersion[]> {
  return db
    .select(versionColumns)
    .from(policyVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, policyVersions.staffId))
    .where(eq(policyVersions.policyId, policyId))
    .orderBy(desc(policyVersions.createdAt));
}

/** The newest version of a policy. */
export async function findLatestVersion(
  db: Database,
  policyId: PolicyId,
): Promise<StoredVersion | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(policyVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, policyVersions.staffId))
    .where(eq(policyVersions.policyId, policyId))
    .orderBy(desc(policyVersions.createdAt))
    .limit(1);
  return row;
}

/** The newest version of every policy that has one, and how many versions each has. */
export async function findLatestVersions(db: Database): Promise<Array<StoredVersion & { versions: number }>> {
  const rows = await db
    .select({
      ...versionColumns,
      versions: sql<number>`count(*) over (partition by ${policyVersions.policyId})::int`,
    })
    .from(policyVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, policyVersions.staffId))
    .orderBy(desc(policyVersions.createdAt));
  const latest = new Map<PolicyId, StoredVersion & { versions: number }>();
  for (const row of rows) if (!latest.has(row.policyId)) latest.set(row.policyId, row);
  return [...latest.values()];
}

/**
 * Stores the first version of each policy that has none, under a lock; answers the policies
 * written. `db` may be a transaction's.
 */
export async function insertFirstVersions(
  db: Database,
  texts: ReadonlyArray<{ policyId: PolicyId; markdown: string }>,
): Promise<PolicyId[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_VERSIONS_LOCK_KEY})`);
    const existing = new Set(
      (await tx.selectDistinct({ policyId: policyVersions.policyId }).from(policyVersions)).map(
        (row) => row.policyId,
      ),
    );
    const missing = texts.filter((text) => !existing.has(text.policyId));
    if (missing.length > 0) await tx.insert(policyVersions).values(missing.map((text) => ({ ...text })));
    return missing.map((text) => text.policyId);
  });
}

/** Adds a version; `db` is the save's transaction. */
export async function insertVersion(
  db: Database,
  version: { policyId: PolicyId; markdown: string; staffId: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(policyVersions)
    .values(version)
    .returning({ id: policyVersions.id, createdAt: policyVersions.createdAt });
  if (!row) throw new Error('The policy version was not stored');
  return row;
}
