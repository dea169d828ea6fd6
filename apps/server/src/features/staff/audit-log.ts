/**
 * Reading the audit log (apps/server/src/audit/record-change.ts writes it): newest first,
 * filtered by who, by the kind of thing changed and by India's days.
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditListAnswer, type AuditListQuery } from '@shop/shared/staff';
import type { Database } from '../../db/client.ts';
import { auditEntries, staffMembers } from '../../db/schema.ts';

const INDIA_OFFSET = '+05:30';

function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00${INDIA_OFFSET}`);
}

function startOfNextIndiaDay(day: string): Date {
  return new Date(startOfIndiaDay(day).getTime() + 24 * 60 * 60 * 1000);
}

export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<AuditListAnswer> {
  const conditions: (SQL | undefined)[] = [
    query.staffId === undefined ? undefined : eq(auditEntries.staffId, query.staffId),
    query.subjectType === undefined ? undefined : eq(auditEntries.subjectType, query.subjectType),
    query.from === undefined ? undefined : gte(auditEntries.at, startOfIndiaDay(query.from)),
    query.to === undefined ? undefined : lt(auditEntries.at, startOfNextIndiaDay(query.to)),
  ];
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(auditEntries).where(where);
  const rows = await db
    .select({
      entry: auditEntries,
      staff: { id: staffMembers.id, name: staffMembers.name, email: staffMembers.email },
    })
    .from(auditEntries)
    .innerJoin(staffMembers, eq(staffMembers.id, auditEntries.staffId))
    .where(where)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  const total = counted?.total ?? 0;
  return {
    success: true,
    entries: rows.map(({ entry, staff }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      staff,
      action: entry.action,
      subject: { type: entry.subjectType, id: entry.subjectId },
      before: entry.before,
      after: entry.after,
    })),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
