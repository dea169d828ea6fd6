/**
 * The back office's reads of orders: the list with its filters and search, newest first, and
 * one order with its lines.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrder,
  AdminOrderEvent,
  AdminOrderRefundEvent,
  AdminRefund,
  AdminOrderOverviewAnswer,
  AdminOrderListAnswer,
  AdminOrderListQuery,
  AdminOrderSummary,
  WorkListAnswer,
  WorkListOrder,
} from '@shop/shared/admin-orders';
import { ADMIN_ORDER_TEXTS, WORK_LIST_STATUSES } from '@shop/shared/admin-orders';
import { orderReference } from '@shop/shared/checkout';
import { giftAsDrawn } from '@shop/shared/gift-texts';
import type { Database } from '../../db/client.ts';
import { refundAmounts } from '@shop/shared/refunds';
import { orderEvents, orderLineProofs, orderLines, orders, refunds, staffMembers } from '../../db/schema.ts';
import { cashOwed } from './cash-on-delivery.ts';
import { proofStepsOf } from './proofs.ts';

/** Days in the filters are India's days. */
const INDIA_OFFSET = '+05:30';

function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00${INDIA_OFFSET}`);
}

function dayAfter(day: string): Date {
  return new Date(startOfDay(day).getTime() + 24 * 60 * 60 * 1000);
}

/** Words typed into the search match as they are: `%` and `_` are no wildcards. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function searchCondition(q: string): SQL | undefined {
  const anywhere = `%${literal(q)}%`;
  // An order's reference is the start of its id (orderReference), in capitals.
  const reference = /^[0-9a-f-]{4,36}$/i.test(q)
    ? like(sql`${orders.id}::text`, `${q.toLowerCase()}%`)
    : undefined;
  return or(
    reference,
    ilike(sql`${orders.customer}->>'name'`, anywhere),
    ilike(sql`${orders.customer}->>'email'`, anywhere),
    ilike(sql`${orders.customer}->>'phone'`, anywhere),
  );
}

export async function listOrdersForStaff(
  db: Database,
  query: AdminOrderListQuery,
): Promise<AdminOrderListAnswer> {
  const where = and(
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.from === undefined ? undefined : gte(orders.createdAt, startOfDay(query.from)),
    query.to === undefined ? undefined : lt(orders.createdAt, dayAfter(query.to)),
    query.q ? searchCondition(query.q) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      customer: orders.customer,
      totalPaise: orders.totalPaise,
      pieces: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
      personalised: sql<boolean>`EXISTS (SELECT 1 FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id} AND ${orderLines.customization} IS NOT NULL)`,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const summaries: AdminOrderSummary[] = rows.map((row) => ({
    id: row.id,
    reference: orderReference(row.id),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customer.name,
    customerEmail: row.customer.email,
    customerPhone: row.customer.phone,
    totalPaise: row.totalPaise,
    pieces: Number(row.pieces),
    personalised: Boolean(row.personalised),
  }));
  return {
    success: true,
    orders: summaries,
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * One order as of one moment: its status and its refunds are read in one snapshot, so a refund
 * processed in between never shows beside the status from before it.
 */
export async function findOrderForStaff(db: Database, orderId: string): Promise<AdminOrder | undefined> {
  return db.transaction((tx) => readOrderForStaff(tx, orderId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readOrderForStaff(db: Database, orderId: string): Promise<AdminOrder | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const steps = await db
    .select({
      status: orderEvents.status,
      at: orderEvents.at,
      by: staffMembers.name,
      byCustomer: orderEvents.byCustomer,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .leftJoin(staffMembers, eq(staffMembers.id, orderEvents.staffId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at));
  const refundRows = await db
    .select({ refund: refunds, by: staffMembers.name })
    .from(refunds)
    .leftJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  const refundList: AdminRefund[] = refundRows.map(({ refund, by }) => ({
    id: refund.id,
    amountPaise: refund.amountPaise,
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    failure: refund.failure,
    by,
    madeAtProvider: refund.madeAtProvider,
    createdAt: refund.createdAt.toISOString(),
    settledAt: refund.settledAt?.toISOString() ?? null,
  }));
  const refundEvents: AdminOrderRefundEvent[] = refundList.flatMap((refund): AdminOrderRefundEvent[] =>
    // The shop only learnt of a refund made in the provider's dashboard once it was processed.
    refund.madeAtProvider
      ? [
          {
            refund: 'made-at-provider' as const,
            amountPaise: refund.amountPaise,
            at: refund.createdAt,
            by: null,
          },
        ]
      : [
          {
            refund: 'requested' as const,
            amountPaise: refund.amountPaise,
            at: refund.createdAt,
            by: refund.by,
          },
          ...(refund.settledAt && refund.status !== 'pending'
            ? [{ refund: refund.status, amountPaise: refund.amountPaise, at: refund.settledAt, by: null }]
            : []),
        ],
  );
  const proofs = (await proofStepsOf(db, [order])).get(order.id) ?? [];
  // Oldest first; the refund that makes an order refunded shares its moment and comes first.
  const timeline: AdminOrderEvent[] = [
    ...(order.paidAt ? [{ status: 'paid' as const, at: order.paidAt.toISOString(), by: null }] : []),
    ...refundEvents,
    ...steps.map((step) => ({
      status: step.status,
      at: step.at.toISOString(),
      by: step.byCustomer ? ADMIN_ORDER_TEXTS.byCustomer : step.by,
      ...(step.note ? { note: step.note } : {}),
    })),
    ...proofs.filter((step) => step.proof !== 'waiting'),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // What the order waits on comes last, as where it stands.
  timeline.push(...proofs.filter((step) => step.proof === 'waiting'));
  return {
    id: order.id,
    reference: orderReference(order.id),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: order.customer,
    customerErasedAt: order.customerErasedAt?.toISOString() ?? null,
    providerOrderId: order.providerOrderId,
    shipment: order.shipment,
    gift: order.gift && giftAsDrawn(order.gift),
    timeline,
    refunds: refundList,
    refundAmounts: refundAmounts(order.paymentId ? order.totalPaise : 0, refundList),
    paymentId: order.paymentId,
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    coupon: order.couponCode === null ? null : { code: order.couponCode, discountPaise: order.discountPaise },
    totalPaise: order.totalPaise,
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.productId,
      name: line.name,
      image: line.image,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      size: line.size,
      variant: line.variant,
      customization: line.customization,
      huid: line.huid,
    })),
    cashOnDelivery:
      order.paymentMethod === 'cash_on_delivery'
        ? {
            feePaise: order.cashOnDeliveryFeePaise,
            confirmBy:
              order.status === 'awaiting_confirmation' ? (order.confirmBy?.toISOString() ?? null) : null,
            // Collected at the door and owed by the courier until its remittance is recorded.
            owedPaise: order.status === 'delivered' && order.paymentId === null ? order.totalPaise : 0,
            remittedAt: order.paidAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** More orders than a bench makes in weeks; the page says when there are more. */
const WORK_LIST_LENGTH = 200;

/**
 * The bench's work list: paid orders not yet past making, the one paid longest ago first
 * (the customer who has waited longest), each with its pieces and their personalisation.
 */
export async function workListForStaff(db: Database): Promise<WorkListAnswer> {
  const found = await db
    .select({
      id: orders.id,
      status: orders.status,
      // Paid online, or confirmed to be paid on delivery: waiting since then.
      paidAt: sql<Date | null>`coalesce(${orders.paidAt}, ${orders.confirmedAt})`.mapWith(orders.paidAt),
      customer: orders.customer,
      gift: orders.gift,
    })
    .from(orders)
    .where(inArray(orders.status, [...WORK_LIST_STATUSES]))
    .orderBy(sql`coalesce(${orders.paidAt}, ${orders.confirmedAt})`, asc(orders.id))
    .limit(WORK_LIST_LENGTH + 1);
  const shown = found.slice(0, WORK_LIST_LENGTH);
  const lines =
    shown.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              shown.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderLines.position));
  // Each line's latest proof, kept only when its customer approved it.
  const proofRows =
    shown.length === 0
      ? []
      : await db
          .select({
            orderId: orderLineProofs.orderId,
            position: orderLineProofs.position,
            version: orderLineProofs.version,
            contentType: orderLineProofs.contentType,
            decision: orderLineProofs.decision,
          })
          .from(orderLineProofs)
          .where(
            inArray(
              orderLineProofs.orderId,
              shown.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderLineProofs.version));
  const latestProofs = new Map(proofRows.map((proof) => [`${proof.orderId}/${proof.position}`, proof]));
  const approvedProof = (orderId: string, position: number) => {
    const latest = latestProofs.get(`${orderId}/${position}`);
    return latest?.decision === 'approved'
      ? { approvedProof: { version: latest.version, contentType: latest.contentType } }
      : {};
  };
  const workList: WorkListOrder[] = shown.map((order) => ({
    id: order.id,
    reference: orderReference(order.id),
    status: order.status as WorkListOrder['status'],
    // Every status on the list comes after the payment (the orders_paid_has_payment check).
    paidAt: (order.paidAt ?? new Date(0)).toISOString(),
    customerName: order.customer.name,
    gift: order.gift && giftAsDrawn(order.gift),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        position: line.position,
        name: line.name,
        image: line.image,
        quantity: line.quantity,
        size: line.size,
        variant: line.variant,
        customization: line.customization,
        ...approvedProof(order.id, line.position),
      })),
  }));
  return { success: true, orders: workList, more: found.length > WORK_LIST_LENGTH };
}

/** The start of today and of this month in India, as moments. */
export function indiaDayAndMonthStart(now: Date): { day: Date; month: Date } {
  const india = new Date(now.getTime() + 5.5 * 60 * 60 * 1000).toISOString();
  return { day: startOfDay(india.slice(0, 10)), month: startOfDay(`${india.slice(0, 7)}-01`) };
}

/** The statuses of orders to make or to deliver; a confirmed order paid on delivery is made as a paid one. */
const WAITING = ['paid', 'confirmed', 'in_making', 'quality_check', 'shipped'] as const;

export async function orderOverview(db: Database, now: Date): Promise<AdminOrderOverviewAnswer> {
  const { day, month } = indiaDayAndMonthStart(now);
  // Takings are what the shop kept: payments received since, less refunds processed since.
  const takingsSince = async (since: Date) => {
    const [paid] = await db
      .select({ orders: count(), paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int` })
      .from(orders)
      .where(gte(orders.paidAt, since));
    const [refunded] = await db
      .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.status, 'processed'), gte(refunds.settledAt, since)));
    return {
      orders: paid?.orders ?? 0,
      takingsPaise: Number(paid?.paise ?? 0) - Number(refunded?.paise ?? 0),
    };
  };
  const byStatus = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(inArray(orders.status, [...WAITING]))
    .groupBy(orders.status);
  const waiting = Object.fromEntries(
    WAITING.map((status) => [status, 0]),
  ) as AdminOrderOverviewAnswer['waiting'];
  for (const row of byStatus) {
    if (row.status in waiting) waiting[row.status as keyof typeof waiting] = row.count;
  }
  return {
    success: true,
    today: await takingsSince(day),
    thisMonth: await takingsSince(month),
    waiting,
    cashOwed: await cashOwed(db, now),
  };
}
