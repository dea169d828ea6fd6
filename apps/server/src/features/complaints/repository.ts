import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import {
  acknowledgeBy,
  resolveBy,
  ticketOf,
  type AdminComplaint,
  type AdminComplaintSummary,
  type ComplaintFilter,
} from '@shop/shared/complaints';
import type { Language } from '@shop/shared/languages';
import type { Database } from '../../db/client.ts';
import {
  complaints,
  complaintSteps,
  orders,
  staffMembers,
  type ComplaintRow,
  type NewComplaintRow,
} from '../../db/schema.ts';

export async function insertComplaint(db: Database, complaint: NewComplaintRow): Promise<ComplaintRow> {
  const [row] = await db.insert(complaints).values(complaint).returning();
  if (!row) throw new Error('The complaint was not stored');
  return row;
}

/** The customer's own order, or nothing: another customer's order is no order of theirs. */
export async function findOwnOrder(db: Database, orderId: string, userId: string) {
  const [order] = await db
    .select({ id: orders.id, language: orders.language })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** The language the order was bought in, which its complaint's mails are written in. */
export async function languageOfOrder(db: Database, orderId: string | null): Promise<Language> {
  if (!orderId) return 'en';
  const [order] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId));
  return order?.language ?? 'en';
}

const FILTERS: Record<ComplaintFilter, SQL | undefined> = {
  unresolved: ne(complaints.status, 'resolved'),
  resolved: eq(complaints.status, 'resolved'),
  all: undefined,
};

/** The order a complaint names: the one it is tied to, or the number the shopper typed. */
function referenceOf(row: Pick<ComplaintRow, 'orderId' | 'orderNumber'>): string | null {
  return row.orderId ? orderReference(row.orderId) : row.orderNumber;
}

function summaryOf(row: ComplaintRow): AdminComplaintSummary {
  return {
    id: row.id,
    ticket: ticketOf(row.number),
    name: row.name,
    email: row.email,
    topic: row.topic,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    orderReference: referenceOf(row),
  };
}

/**
 * Unresolved complaints first, the oldest first (the nearest to its deadline), then the
 * resolved ones, the latest resolved first.
 */
const LIST_ORDER = [
  sql`${complaints.status} = 'resolved'`,
  sql`CASE WHEN ${complaints.status} <> 'resolved' THEN ${complaints.createdAt} END ASC`,
  desc(complaints.resolvedAt),
  asc(complaints.number),
];

export async function countUnresolved(db: Database): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(complaints).where(FILTERS.unresolved);
  return totals?.total ?? 0;
}

export async function listComplaints(
  db: Database,
  filter: ComplaintFilter,
  page: { size: number; number: number },
): Promise<{ complaints: AdminComplaintSummary[]; total: number }> {
  const [totals] = await db.select({ total: count() }).from(complaints).where(FILTERS[filter]);
  const rows = await db
    .select()
    .from(complaints)
    .where(FILTERS[filter])
    .orderBy(...LIST_ORDER)
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  return { complaints: rows.map(summaryOf), total: totals?.total ?? 0 };
}

export async function stepsOf(db: Database, complaintId: string) {
  return db
    .select({
      kind: complaintSteps.kind,
      body: complaintSteps.body,
      at: complaintSteps.at,
      by: staffMembers.name,
      mailId: complaintSteps.mailId,
    })
    .from(complaintSteps)
    .leftJoin(staffMembers, eq(staffMembers.id, complaintSteps.staffId))
    .where(eq(complaintSteps.complaintId, complaintId))
    .orderBy(asc(complaintSteps.at), asc(complaintSteps.id));
}

export async function findComplaint(db: Database, complaintId: string): Promise<AdminComplaint | undefined> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaintId));
  if (!row) return undefined;
  const steps = await stepsOf(db, complaintId);
  return {
    id: row.id,
    ticket: ticketOf(row.number),
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    acknowledgeBy: acknowledgeBy(row.createdAt).toISOString(),
    resolveBy: resolveBy(row.createdAt).toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    order: row.orderId ? { id: row.orderId, reference: orderReference(row.orderId) } : null,
    orderNumber: row.orderNumber,
    steps: steps.map((step) => ({
      kind: step.kind,
      body: step.body,
      at: step.at.toISOString(),
      by: step.by,
    })),
  };
}
