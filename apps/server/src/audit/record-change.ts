/**
 * The back office's audit log (the `audit_entries` table): every feature's admin change calls
 * `recordChange` inside its own transaction, so the entry and the change commit together.
 * This module belongs to no feature, so a feature records without importing another.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ERASED_VALUE } from '@shop/shared/staff';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { auditEntries } from '../db/schema.ts';

export interface Change {
  staffId: string;
  /** `subject.verb`, for example `product.update` or `order.refund`. */
  action: `${string}.${string}`;
  subject: { type: string; id: string };
  /** The values before the change: omitted for something new. */
  before?: Record<string, unknown>;
  /** The values after it: omitted for something removed. */
  after?: Record<string, unknown>;
}

/** Records a change; `db` is the change's transaction. */
export async function recordChange(db: Database, change: Change): Promise<void> {
  await db.insert(auditEntries).values({
    staffId: change.staffId,
    action: change.action,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Of two versions of a record, only the fields that differ, as `before` and `after`: the log
 * of a price change shows the price, not the whole product.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed.before[key] = before[key];
    changed.after[key] = after[key];
  }
  return changed;
}

/**
 * Erases a customer who deletes their account from the entries of their subjects (their
 * messages, their orders): each of `fields` (`reply`, or `refund.reason` for a field within
 * one) that holds text, before or after, then reads AUDIT_ERASED_VALUE. The entries stay, so
 * the log still says who did what and when. `db` is the erasure's transaction.
 */
export async function eraseFromChanges(
  db: Database,
  subject: { type: string; ids: readonly string[] },
  fields: readonly string[],
): Promise<void> {
  if (subject.ids.length === 0) return;
  for (const field of fields) {
    const path = `{${field.split('.').join(',')}}`;
    const erased = (values: AnyPgColumn): SQL =>
      sql`CASE WHEN jsonb_typeof(${values} #> ${path}::text[]) = 'string'
        THEN jsonb_set(${values}, ${path}::text[], to_jsonb(${AUDIT_ERASED_VALUE}::text))
        ELSE ${values} END`;
    await db
      .update(auditEntries)
      .set({ before: erased(auditEntries.before), after: erased(auditEntries.after) })
      .where(
        and(eq(auditEntries.subjectType, subject.type), inArray(auditEntries.subjectId, [...subject.ids])),
      );
  }
}
