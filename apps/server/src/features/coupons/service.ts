/**
 * Coupons: the back office makes and switches them (the owner only, as the shop's other money
 * settings, each change in the audit log); checkout and the cart's quote ask whether a code may
 * be used and price the lines with it (coupons.ts in packages/shared holds the rule); the
 * order's creation holds a use of a code with limits (holdUse), and its payment turns the hold
 * into the use, or finds the code used up and pays nothing (countUse)
 * (docs/decisions/0037-a-coupon-use-is-held-from-the-order-to-its-payment.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  Coupon,
  CouponAnswer,
  CouponsAnswer,
  CreateCouponBody,
  UpdateCouponBody,
} from '@shop/shared/coupons-api';
import {
  COUPON_HOLD_MS,
  COUPON_TEXTS,
  couponLimitRefusal,
  couponRefusal,
  hasUseLimit,
  priceWithCoupon,
  type CouponLineInput,
  type CouponPricing,
} from '@shop/shared/coupons';
import type { Paise } from '@shop/shared/money';
import { changedFields, recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CouponRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import {
  beyondLimitOf,
  countLiveHolds,
  customerUsesOf,
  findCoupon,
  findCouponByCode,
  giveUpHolds,
  insertCoupon,
  insertHold,
  listCoupons,
  lockCoupon,
  orderCouponOf,
  recordUse,
  updateCoupon,
  type NewCoupon,
} from './repository.ts';

export type CouponsService = ReturnType<typeof createCouponsService>;

/** An order's lines priced with a coupon it may use, and the minimum order it had then. */
export interface AppliedCoupon {
  couponId: number;
  code: string;
  minOrderPaise: Paise;
  pricing: CouponPricing;
}

/** What a payment did with its order's coupon. */
export type CouponUseOutcome =
  /** The order has no coupon, or one without limits: nothing to refuse. */
  | { kind: 'none' }
  | { kind: 'counted' }
  /** The limits were taken by others when the payment came: the payment must pay nothing. */
  | { kind: 'used-up'; code: string };

function couponAnswer(row: CouponRow, beyondLimit: number, held: number): Coupon {
  return {
    id: String(row.id),
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrderPaise,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active,
    uses: row.uses,
    usesBeyondLimit: beyondLimit,
    held,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The values the audit log keeps of a coupon. */
function logged(row: CouponRow): Record<string, unknown> {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrder: row.minOrderPaise,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active,
  };
}

const momentOf = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null ? null : new Date(text);

export function createCouponsService(
  db: Database,
  { log, now = () => new Date() }: { log: FastifyBaseLogger; now?: () => Date },
) {
  /**
   * The lines priced with `code`, or a refusal that says why the code cannot be used: 404 for
   * a code the shop never made, 409 for one that is off, not started, expired, used up (by
   * everyone or by this customer) or above the order. Uses held by orders being paid count as
   * used, but this customer's own: their next try gives those up (holdUse).
   */
  async function apply(
    code: string,
    userId: string | undefined,
    lines: readonly CouponLineInput[],
  ): Promise<AppliedCoupon> {
    const coupon = await findCouponByCode(db, code);
    const subtotalPaise: Paise = lines.reduce((sum, line) => sum + line.unit.totalPaise * line.quantity, 0);
    const at = now();
    const uses = coupon && {
      uses: coupon.uses,
      held: hasUseLimit(coupon)
        ? (await countLiveHolds(db, coupon.id, at)) -
          (userId ? await countLiveHolds(db, coupon.id, at, { userId }) : 0)
        : 0,
      customerUses: userId ? await customerUsesOf(db, coupon.id, userId) : undefined,
    };
    const refusal = couponRefusal(
      code,
      coupon && { ...coupon, minOrderPaise: coupon.minOrderPaise },
      uses ?? { uses: 0, held: 0, customerUses: undefined },
      subtotalPaise,
      at,
    );
    if (refusal || !coupon) throw new HttpError(coupon ? 409 : 404, refusal ?? COUPON_TEXTS.unknown(code));
    return {
      couponId: coupon.id,
      code: coupon.code,
      minOrderPaise: coupon.minOrderPaise,
      pricing: priceWithCoupon(lines, coupon),
    };
  }

  /**
   * Holds a use of the coupon for an order just written, in the transaction `tx` that stores
   * it: answers until when, or null for a coupon without limits, which holds nothing. The
   * coupon's row is locked first, so creations and payments count one after another. The
   * customer's earlier holds of the code are given up (their orders were tries that did not
   * end in a payment: a retry is not a second use); then the uses and the others' live holds
   * are counted, and a code they fill is refused with the used-up sentence, which rolls the
   * whole creation back.
   */
  async function holdUse(
    tx: Database,
    hold: { orderId: string; couponId: number; userId: string },
  ): Promise<Date | null> {
    const coupon = await lockCoupon(tx, hold.couponId);
    if (!coupon || !hasUseLimit(coupon)) return null;
    const at = now();
    await giveUpHolds(tx, coupon.id, hold.userId, at);
    const refusal = couponLimitRefusal(coupon, {
      uses: coupon.uses,
      held: await countLiveHolds(tx, coupon.id, at),
      customerUses: await customerUsesOf(tx, coupon.id, hold.userId),
    });
    if (refusal) throw new HttpError(409, refusal);
    const heldUntil = new Date(at.getTime() + COUPON_HOLD_MS);
    await insertHold(tx, { ...hold, heldUntil });
    return heldUntil;
  }

  /**
   * Counts the coupon of an order just paid, in the payment's transaction `tx`, the coupon's
   * row locked first. The use is taken only if the limits allow one more counting the live
   * holds of every other order (this customer's included): an order whose hold is live always
   * finds its place, since its creation left room for it; one whose hold ended or was given up
   * finds it only if nobody took it meanwhile. Otherwise the payment must pay nothing (`used-up`):
   * no order of any interleaving passes the limits.
   */
  async function countUse(tx: Database, orderId: string): Promise<CouponUseOutcome> {
    const order = await orderCouponOf(tx, orderId);
    if (!order?.couponId) return { kind: 'none' };
    const coupon = await lockCoupon(tx, order.couponId);
    if (!coupon) return { kind: 'none' };
    if (hasUseLimit(coupon)) {
      const at = now();
      const others = { exceptOrderId: orderId };
      const refusal = couponLimitRefusal(coupon, {
        uses: coupon.uses,
        held: await countLiveHolds(tx, coupon.id, at, others),
        customerUses: order.userId
          ? (await customerUsesOf(tx, coupon.id, order.userId)) +
            (await countLiveHolds(tx, coupon.id, at, { ...others, userId: order.userId }))
          : 0,
      });
      if (refusal) return { kind: 'used-up', code: coupon.code };
    }
    await recordUse(tx, { orderId, couponId: coupon.id, userId: order.userId });
    return { kind: 'counted' };
  }

  async function list(): Promise<CouponsAnswer> {
    const rows = await listCoupons(db, now());
    return {
      success: true,
      coupons: rows.map(({ row, beyondLimit, held }) => couponAnswer(row, beyondLimit, held)),
    };
  }

  async function create(body: CreateCouponBody & { code: string }, staffId: string): Promise<CouponAnswer> {
    const values: NewCoupon = {
      code: body.code,
      kind: body.kind,
      value: body.value,
      minOrderPaise: body.minOrder,
      startsAt: momentOf(body.startsAt) ?? null,
      endsAt: momentOf(body.endsAt) ?? null,
      maxUses: body.maxUses ?? null,
      maxUsesPerCustomer: body.maxUsesPerCustomer ?? null,
      active: body.active ?? true,
    };
    try {
      const row = await db.transaction(async (tx) => {
        const row = await insertCoupon(tx, values);
        await recordChange(tx, {
          staffId,
          action: 'coupon.create',
          subject: { type: 'coupon', id: String(row.id) },
          after: logged(row),
        });
        return row;
      });
      log.info({ couponId: row.id }, 'a coupon was created');
      return { success: true, message: COUPON_TEXTS.created(row.code), coupon: couponAnswer(row, 0, 0) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, COUPON_TEXTS.duplicate(body.code));
      throw error;
    }
  }

  async function update(id: number, body: UpdateCouponBody, staffId: string): Promise<CouponAnswer> {
    const change: Partial<NewCoupon> = {
      ...(body.kind !== undefined && { kind: body.kind }),
      ...(body.value !== undefined && { value: body.value }),
      ...(body.minOrder !== undefined && { minOrderPaise: body.minOrder }),
      ...(body.startsAt !== undefined && { startsAt: momentOf(body.startsAt) ?? null }),
      ...(body.endsAt !== undefined && { endsAt: momentOf(body.endsAt) ?? null }),
      ...(body.maxUses !== undefined && { maxUses: body.maxUses }),
      ...(body.maxUsesPerCustomer !== undefined && { maxUsesPerCustomer: body.maxUsesPerCustomer }),
      ...(body.active !== undefined && { active: body.active }),
    };
    const row = await db.transaction(async (tx) => {
      const before = await findCoupon(tx, id);
      if (!before) throw new HttpError(404, COUPON_TEXTS.notFound);
      const startsAt = change.startsAt === undefined ? before.startsAt : change.startsAt;
      const endsAt = change.endsAt === undefined ? before.endsAt : change.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt) throw new HttpError(400, COUPON_TEXTS.endsBeforeStart);
      const maxUses = change.maxUses === undefined ? before.maxUses : change.maxUses;
      if (maxUses !== null && maxUses < before.uses) {
        throw new HttpError(409, COUPON_TEXTS.limitBelowUses(before.uses));
      }
      const after = (await updateCoupon(tx, id, change)) ?? before;
      const changed = changedFields(logged(before), logged(after));
      if (Object.keys(changed.after).length > 0) {
        await recordChange(tx, {
          staffId,
          action: 'coupon.update',
          subject: { type: 'coupon', id: String(id) },
          ...changed,
        });
      }
      return after;
    });
    const message =
      Object.keys(body).length === 1 && body.active !== undefined
        ? body.active
          ? COUPON_TEXTS.switchedOnNow(row.code)
          : COUPON_TEXTS.switchedOffNow(row.code)
        : COUPON_TEXTS.saved(row.code);
    return {
      success: true,
      message,
      coupon: couponAnswer(row, await beyondLimitOf(db, id), await countLiveHolds(db, id, now())),
    };
  }

  return { apply, list, create, update, holdUse, countUse };
}
