/**
 * Staff recording a piece's HUID (hallmark.ts) on its order line, with its audit entry in the
 * same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { HUID_TEXTS } from '@shop/shared/hallmark';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';

export async function recordHuid(
  db: Database,
  change: { orderId: string; position: number; huid: string | null; staffId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, change.orderId));
    if (!order) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    const atLine = and(eq(orderLines.orderId, change.orderId), eq(orderLines.position, change.position));
    const [line] = await tx.select({ huid: orderLines.huid }).from(orderLines).where(atLine).for('update');
    if (!line) throw new HttpError(404, HUID_TEXTS.lineNotFound(change.position));
    if (line.huid === change.huid) return;
    await tx.update(orderLines).set({ huid: change.huid }).where(atLine);
    await recordChange(tx, {
      staffId: change.staffId,
      action: 'order.huid',
      subject: { type: 'order', id: change.orderId },
      before: { position: change.position, huid: line.huid },
      after: { position: change.position, huid: change.huid },
    });
  });
}
