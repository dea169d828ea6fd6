/**
 * Paying for an order. The server prices the cart from the database, refuses a total the
 * shopper was not shown, stores the order before the provider hears of it, and marks it paid
 * only for a payment whose signature it has checked.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { MessageAnswer } from '@shop/shared/catalogue-api';
import type {
  CashOnDeliveryQuoteAnswer,
  CashOnDeliveryQuoteBody,
  ConfirmOrderAnswer,
  CreateOrderAnswer,
  CreateOrderBody,
  PlaceCashOnDeliveryOrderAnswer,
  PaymentKeyAnswer,
  VerifyPaymentAnswer,
  VerifyPaymentBody,
} from '@shop/shared/checkout-api';
import { CURRENCY, PAYMENT_TEXTS } from '@shop/shared/checkout';
import type { CouponQuoteAnswer, CouponQuoteBody } from '@shop/shared/coupons-api';
import {
  COUPON_CHECKOUT_WINDOW_SECONDS,
  COUPON_TEXTS,
  type CouponLineInput,
  type CouponPricing,
} from '@shop/shared/coupons';
import {
  CASH_ON_DELIVERY_SETTING,
  CASH_ON_DELIVERY_TEXTS,
  CONFIRMATION_WINDOW_MS,
  cashOnDeliveryOffer,
  cashOnDeliverySettings,
  type CashOnDeliveryOffer,
} from '@shop/shared/cash-on-delivery';
import { rupeesToPaise } from '@shop/shared/money';
import { z } from 'zod';
import { PAN_MESSAGES, panRequired } from '@shop/shared/pan';
import { personalisationFileIds } from '@shop/shared/personalisation';
import { fixedPriceBreakup } from '@shop/shared/pricing';
import { VARIANT_TEXTS, canOrder, variantLabel } from '@shop/shared/variants';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { shopSetting } from '../../db/shop-settings.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { confirmationAskedMail } from './cash-on-delivery-mail.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import { paymentSignature, signatureMatches, type PaymentProvider } from './provider.ts';
import { parseWebhookEvent, webhookSignature, type SettledRefund } from './webhook-event.ts';
import {
  attachProviderOrder,
  countUndeliveredOrders,
  findOrderById,
  findOrderByPayment,
  findOrderByProviderOrder,
  findProductsForPricing,
  insertPendingOrder,
  isEventHandled,
  recordEvent,
  markOrderConfirmed,
  markOrderPaid,
  recordUnmatchedPayment,
  unmatchedReasonOf,
  type CountCouponUse,
  type HoldCouponUse,
  type IssueReceiptVoucher,
  type NewOrderLine,
  type PaymentOutcome,
} from './repository.ts';
import { HttpError } from '../../plugins/http-error.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Which of these uploads still exist, in lower case (the files feature). */
  existingUploads: (fileIds: readonly string[]) => Promise<string[]>;
  /**
   * Told once per order, by the call that marked it paid, or confirmed one paid on delivery
   * (the confirmation mail).
   */
  onPaid: (orderId: string) => void;
  /** Sends the mail asking to confirm an order paid on delivery. */
  mailer: Pick<Mailer, 'sendInBackground'>;
  /**
   * Told of each refund the provider's webhook says was processed or failed (the orders
   * feature); answers whether it was a refund of the shop's orders.
   */
  onRefundSettled: (refund: SettledRefund) => Promise<boolean>;
  /**
   * A refund that was neither an order's refund nor a payment without an order's: made in the
   * provider's dashboard (money without an order, unmatched.ts, then the orders feature).
   */
  onOtherRefund: (refund: SettledRefund) => Promise<void>;
  /** Numbers the payment's receipt voucher inside the payment's transaction (the invoices feature). */
  issueReceiptVoucher: IssueReceiptVoucher;
  /**
   * The lines priced with a promo code, or a refusal that says why it cannot be used (the
   * coupons feature); the customer is undefined for a quote made before signing in.
   */
  applyCoupon: (
    code: string,
    userId: string | undefined,
    lines: readonly CouponLineInput[],
  ) => Promise<{ couponId: number; code: string; minOrderPaise: number; pricing: CouponPricing }>;
  /** Holds a use of an order's coupon inside the transaction that stores the order (the coupons feature). */
  holdCouponUse: HoldCouponUse;
  /** Counts an order's coupon inside the payment's transaction, or finds it used up (the coupons feature). */
  countCouponUse: CountCouponUse;
  /**
   * Records the consent the checkout's WhatsApp box gave, in the order's transaction (the
   * WhatsApp feature); the sentence kept is made from the number, as the box showed it.
   */
  recordWhatsAppConsent?: (
    tx: Database,
    consent: { userId: string; phone: string; source: 'checkout' },
  ) => Promise<void>;
}

export function createPaymentsService(
  db: Database,
  {
    provider,
    log,
    existingUploads,
    onPaid,
    onRefundSettled,
    onOtherRefund,
    issueReceiptVoucher,
    applyCoupon,
    holdCouponUse,
    countCouponUse,
    recordWhatsAppConsent,
    mailer,
  }: PaymentsServiceOptions,
) {
  /**
   * Stock is looked at here so a shopper hears at once that a piece sold out; it is taken
   * only by the payment (markOrderPaid), which is what decides between two shoppers.
   */
  async function priceLines(items: CreateOrderBody['items']): Promise<NewOrderLine[]> {
    const ids = [...new Set(items.map((item) => Number(item.productId)))];
    const found = new Map((await findProductsForPricing(db, ids)).map((product) => [product.id, product]));
    const chosen = items.map((item) => {
      const product = found.get(Number(item.productId));
      if (!product || product.archived) {
        throw new HttpError(409, PAYMENT_TEXTS.productGone(product?.name ?? `Product ${item.productId}`));
      }
      if (product.options.length === 0) return { item, product, variant: product.variants[0] };
      // A design with options is bought as one of its variants, named by its SKU.
      if (!item.sku) {
        throw new HttpError(
          400,
          VARIANT_TEXTS.chooseOptions(
            product.name,
            product.options.map((option) => option.name),
          ),
        );
      }
      const sku = item.sku.toLowerCase();
      const variant = product.variants.find((own) => own.sku.toLowerCase() === sku);
      if (!variant) throw new HttpError(409, VARIANT_TEXTS.unknownVariant(product.name));
      return { item, product, variant };
    });
    const wanted = new Map<string, number>();
    const keyOf = (productId: number, variantId: number | undefined) => `${productId}:${variantId ?? ''}`;
    for (const { product, variant, item } of chosen) {
      const key = keyOf(product.id, variant?.id);
      wanted.set(key, (wanted.get(key) ?? 0) + item.quantity);
    }
    return chosen.map(({ item, product, variant }) => {
      const quantity = wanted.get(keyOf(product.id, variant?.id)) ?? 0;
      if (!variant) {
        // A piece whose one variant is not there yet (its transaction has not committed).
        if (product.stock === 0) throw new HttpError(409, PAYMENT_TEXTS.outOfStock(product.name));
        if (product.stock < quantity) {
          throw new HttpError(409, PAYMENT_TEXTS.fewerInStock(product.name, product.stock));
        }
        return {
          productId: product.id,
          name: product.name,
          image: product.image,
          unitPricePaise: product.pricePaise,
          priceBreakup: product.priceBreakup ?? fixedPriceBreakup(product.pricePaise),
          quantity: item.quantity,
          size: item.size || undefined,
          variant: item.variant || undefined,
          customization: item.customization,
        };
      }
      const label = variantLabel(product.options, variant.values);
      const named = label ? `${product.name} (${label})` : product.name;
      if (!canOrder(variant, quantity)) {
        if (variant.stock === 0) throw new HttpError(409, PAYMENT_TEXTS.outOfStock(named));
        throw new HttpError(409, PAYMENT_TEXTS.fewerInStock(named, variant.stock));
      }
      return {
        productId: product.id,
        name: product.name,
        image: product.image,
        unitPricePaise: variant.pricePaise,
        // The price and its breakup are read in one row, so they always agree.
        priceBreakup: variant.priceBreakup ?? fixedPriceBreakup(variant.pricePaise),
        quantity: item.quantity,
        size: item.size || undefined,
        // A design with options names its variant as the shop does; the spec's free text otherwise.
        variant: label || item.variant || undefined,
        bought: {
          variantId: variant.id,
          sku: variant.sku,
          grossWeightMg: Math.round(variant.gram * 1000),
          purity: variant.purity ?? product.purity,
          madeToOrderDays: variant.stock >= quantity ? null : variant.madeToOrderDays,
        },
        customization: item.customization,
      };
    });
  }

  /**
   * The order is stored, priced, before the provider is asked for its order: a payment can
   * then only ever arrive for an order the shop already holds.
   */
  /** The lines as the coupon rule reads them: one piece's amounts, as its breakup states them. */
  const couponLines = (lines: readonly NewOrderLine[]): CouponLineInput[] =>
    lines.map((line) => ({
      unit: {
        taxablePaise: line.priceBreakup.taxablePaise,
        gstPaise: line.priceBreakup.gstPaise,
        totalPaise: line.unitPricePaise,
      },
      quantity: line.quantity,
    }));

  /**
   * The cart's figures with a promo code, as checkout will charge them: the same pricing and
   * the same rule as the order's, so the cart never shows another total.
   */
  async function quoteCoupon(userId: string | undefined, body: CouponQuoteBody): Promise<CouponQuoteAnswer> {
    const lines = await priceLines(body.items);
    const { code, pricing } = await applyCoupon(body.code, userId, couponLines(lines));
    return {
      success: true,
      message: COUPON_TEXTS.applied(code),
      code,
      subtotalPaise: pricing.subtotalPaise,
      discountPaise: pricing.discountPaise,
      shippingPaise: SHIPPING_PAISE,
      totalPaise: pricing.discountedSubtotalPaise + SHIPPING_PAISE,
    };
  }

  /**
   * The order's lines and figures as it will be stored, from the database's prices and the
   * code's rule; a code is priced, or refused saying why, before anything is stored. The one
   * pricing of an order, paid online or on delivery.
   */
  async function priceOrder(userId: string, items: CreateOrderBody['items'], couponCode: string | undefined) {
    const pricedLines = await priceLines(items);
    const subtotalPaise = pricedLines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const coupon =
      couponCode === undefined ? undefined : await applyCoupon(couponCode, userId, couponLines(pricedLines));
    const lines = pricedLines.map((line, index) => ({
      ...line,
      couponDiscountPaise: coupon?.pricing.lines[index]?.discountPaise ?? 0,
    }));
    const discountPaise = coupon?.pricing.discountPaise ?? 0;
    return {
      lines,
      subtotalPaise,
      coupon,
      discountPaise,
      totalPaise: subtotalPaise - discountPaise + SHIPPING_PAISE,
    };
  }

  type PricedOrder = Awaited<ReturnType<typeof priceOrder>>;

  /**
   * Checks what a placed order needs besides its price (the PAN of a large order, its
   * uploads), then stores it with its lines and its coupon's hold: awaiting its payment, or,
   * paid on delivery, its customer's confirmation.
   */
  async function storeOrder(
    user: UserRow,
    body: CreateOrderBody,
    priced: PricedOrder,
    totalPaise: number,
    cashOnDelivery?: { feePaise: number; confirmBy: Date },
  ) {
    const { lines, subtotalPaise, coupon, discountPaise } = priced;
    const needsPan = panRequired(totalPaise);
    if (needsPan && body.pan === undefined) throw new HttpError(400, PAN_MESSAGES.required);
    // An upload removed by the retention clean-up (a cart older than the period) is refused
    // now rather than missing later. Stored, the order keeps its uploads while it waits for
    // its payment, and for good once paid.
    const uploadIds = [
      ...new Set(
        lines.flatMap((line) => personalisationFileIds(line.customization)).map((id) => id.toLowerCase()),
      ),
    ];
    const existing = new Set(await existingUploads(uploadIds));
    if (uploadIds.some((fileId) => !existing.has(fileId))) {
      throw new HttpError(409, PAYMENT_TEXTS.uploadGone);
    }
    // The code was checked above so a refusal comes before anything else; it is checked again
    // with its row locked as the order is stored, which holds the use.
    return insertPendingOrder(
      db,
      {
        userId: user.id,
        subtotalPaise,
        shippingPaise: SHIPPING_PAISE,
        coupon: coupon && {
          id: coupon.couponId,
          code: coupon.code,
          minOrderPaise: coupon.minOrderPaise,
          discountPaise,
        },
        customer: body.customerDetails,
        // Kept only where the rule asks for it.
        buyerPan: needsPan ? (body.pan ?? null) : null,
        // Gift wrap is free (GIFT_WRAP_PAISE): the total is the same either way.
        gift: body.gift ?? null,
        language: body.language,
        uploadIds,
        lines,
        cashOnDelivery,
      },
      holdCouponUse,
      async (tx) => {
        if (body.whatsappUpdates && recordWhatsAppConsent) {
          await recordWhatsAppConsent(tx, {
            userId: user.id,
            phone: body.customerDetails.phone,
            source: 'checkout',
          });
        }
      },
    );
  }

  async function createOrder(user: UserRow, body: CreateOrderBody): Promise<CreateOrderAnswer> {
    const priced = await priceOrder(user.id, body.items, body.couponCode);
    const { totalPaise } = priced;
    if (rupeesToPaise(body.amount) !== totalPaise) {
      throw new HttpError(409, PAYMENT_TEXTS.amountChanged(totalPaise));
    }
    const { orderId, couponHeldUntil } = await storeOrder(user, body, priced, totalPaise);
    const providerOrder = await provider.createOrder({ amountPaise: totalPaise, receipt: orderId });
    await attachProviderOrder(db, orderId, providerOrder.id);
    return {
      success: true,
      message: PAYMENT_TEXTS.orderCreated,
      order: { id: providerOrder.id, amount: totalPaise, currency: CURRENCY, receipt: orderId },
      // The payment window of an order holding a use closes before the hold ends.
      ...(couponHeldUntil && { checkoutTimeout: COUPON_CHECKOUT_WINDOW_SECONDS }),
    };
  }

  /**
   * Paid once: the same payment again answers as the first time; another payment is refused,
   * and kept as money without an order to be refunded (its signature proves it was taken).
   */
  async function payOrder(order: OrderRow, paymentId: string): Promise<void> {
    const usedFor = await findOrderByPayment(db, paymentId);
    if (usedFor && usedFor.id !== order.id) throw new HttpError(409, PAYMENT_TEXTS.paymentReused);
    if (order.paymentId !== null) {
      if (order.paymentId === paymentId) return;
      await recordUnmatchedPayment(db, {
        paymentId,
        orderId: order.id,
        providerOrderId: order.providerOrderId,
        amountPaise: order.totalPaise,
        reason: 'paid-twice',
      });
      log.error({ orderId: order.id, paymentId }, 'a second payment for an order paid already: refund it');
      throw new HttpError(409, PAYMENT_TEXTS.paymentReused);
    }
    // Refused once (for sold-out pieces, a used-up coupon), a payment stays refused (it is
    // being refunded), even when its webhook comes after the pieces were restocked or a hold
    // on the coupon ended.
    const refused = await unmatchedReasonOf(db, paymentId);
    if (refused === 'coupon-used-up') {
      throw new HttpError(409, PAYMENT_TEXTS.couponUsedUpWhilePaying(order.couponCode));
    }
    if (refused) throw new HttpError(409, PAYMENT_TEXTS.soldOutWhilePaying(undefined));
    let outcome: PaymentOutcome;
    try {
      outcome = await markOrderPaid(db, order.id, paymentId, issueReceiptVoucher, countCouponUse);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, PAYMENT_TEXTS.paymentReused);
      throw error;
    }
    if (outcome.kind === 'paid') {
      onPaid(order.id);
      return;
    }
    if (outcome.kind === 'cancelled') {
      // The money was taken for an order staff had cancelled while the shopper paid: it is
      // recorded on the order, which stays cancelled, for staff to refund.
      log.warn({ orderId: order.id }, 'a payment arrived for a cancelled order: refund it');
      return;
    }
    if (outcome.kind === 'sold-out') {
      // The provider has the money; the order stays unpaid and the payment is kept to be
      // refunded (docs/decisions/0018-stock-is-taken-by-the-payment.md).
      await recordUnmatchedPayment(db, {
        paymentId,
        orderId: order.id,
        providerOrderId: order.providerOrderId,
        amountPaise: order.totalPaise,
        reason: 'sold-out',
      });
      log.error(
        { orderId: order.id, paymentId, product: outcome.productName },
        'a payment arrived for pieces that had sold out: the order is not paid, refund the payment',
      );
      throw new HttpError(409, PAYMENT_TEXTS.soldOutWhilePaying(outcome.productName));
    }
    if (outcome.kind === 'coupon-used-up') {
      // The code's limits were taken by other orders while this shopper paid (their hold had
      // ended, or was given up to a later try): the payment pays nothing and is refunded, so
      // no payment passes the limits (docs/decisions/0037).
      await recordUnmatchedPayment(db, {
        paymentId,
        orderId: order.id,
        providerOrderId: order.providerOrderId,
        amountPaise: order.totalPaise,
        reason: 'coupon-used-up',
      });
      log.error(
        { orderId: order.id, paymentId, coupon: outcome.code },
        'a payment arrived for an order whose coupon had been used up by other orders: the order is not paid, refund the payment',
      );
      throw new HttpError(409, PAYMENT_TEXTS.couponUsedUpWhilePaying(outcome.code));
    }
    // Another call marked it paid between the read and the write: with this payment, or not.
    const now = await findOrderByProviderOrder(db, order.providerOrderId ?? '');
    if (now?.paymentId !== paymentId) throw new HttpError(409, PAYMENT_TEXTS.paymentReused);
  }

  async function verifyPayment(user: UserRow, body: VerifyPaymentBody): Promise<VerifyPaymentAnswer> {
    const order = await findOrderByProviderOrder(db, body.razorpay_order_id);
    if (!order) throw new HttpError(400, PAYMENT_TEXTS.unknownOrder);
    if (order.userId !== user.id) throw new HttpError(403, PAYMENT_TEXTS.notYourOrder);
    // Recomputed from the order the shop stored, not from anything else the browser says.
    const expected = paymentSignature(
      provider.keySecret,
      order.providerOrderId ?? '',
      body.razorpay_payment_id,
    );
    if (!signatureMatches(expected, body.razorpay_signature)) {
      throw new HttpError(400, PAYMENT_TEXTS.signatureWrong);
    }
    await payOrder(order, body.razorpay_payment_id);
    return { success: true, message: PAYMENT_TEXTS.paymentVerified, orderId: order.id };
  }

  /**
   * A provider's event, checked by its signature over the raw body. Answers quickly, and the
   * same for an event seen before: the provider retries until it gets a 2xx. A payment for an
   * amount other than the order's total pays nothing.
   */
  async function handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<MessageAnswer> {
    if (!provider.webhookSecret) throw new HttpError(404, PAYMENT_TEXTS.webhooksOff);
    if (!signature || !signatureMatches(webhookSignature(provider.webhookSecret, rawBody), signature)) {
      throw new HttpError(400, PAYMENT_TEXTS.webhookSignatureWrong);
    }
    const event = parseWebhookEvent(rawBody);
    if (!event) return { success: true, message: 'Event ignored' };
    const id = eventId ?? event.id;
    if (await isEventHandled(db, id)) return { success: true, message: 'Event already handled' };
    if (event.kind === 'refund') {
      // Settling a refund twice changes nothing (features/orders/refunds.ts), so an event
      // replayed under another id is harmless too.
      if (!(await onRefundSettled(event.refund))) await onOtherRefund(event.refund);
    } else {
      await handlePaymentEvent(id, event.payment);
    }
    await recordEvent(db, id, event.event);
    return { success: true, message: 'Event handled' };
  }

  /**
   * A payment the provider took for no order the shop still has (its customer deleted their
   * account meanwhile), or for another amount than its order's, pays nothing and is kept to
   * be refunded from the back office.
   */
  async function handlePaymentEvent(id: string, payment: { id: string; order_id: string; amount: number }) {
    const order = await findOrderByProviderOrder(db, payment.order_id);
    if (!order) {
      if (await findOrderByPayment(db, payment.id)) return;
      await recordUnmatchedPayment(db, {
        paymentId: payment.id,
        orderId: null,
        providerOrderId: payment.order_id,
        amountPaise: payment.amount,
        reason: 'no-order',
      });
      log.error(
        { event: id, providerOrderId: payment.order_id, paymentId: payment.id },
        'a payment for no order of the shop: refund it from the back office',
      );
    } else if (payment.amount !== order.totalPaise) {
      if (order.paymentId === payment.id) return;
      await recordUnmatchedPayment(db, {
        paymentId: payment.id,
        orderId: order.id,
        providerOrderId: payment.order_id,
        amountPaise: payment.amount,
        reason: 'amount-differs',
      });
      log.error({ event: id, orderId: order.id }, 'a payment event whose amount is not the order total');
    } else {
      try {
        await payOrder(order, payment.id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        log.error({ event: id, orderId: order.id }, error.message);
      }
    }
  }

  /**
   * The test provider's "Pay": a payment id and Razorpay's signature for it, as the real
   * checkout hands them to the page, and the event its webhook will carry. It pays an order
   * the provider created, as Razorpay does, whether or not the shop still has it.
   */
  async function payWithTestProvider(providerOrderId: string) {
    const payment = await provider.pay?.(providerOrderId);
    if (!payment) throw new HttpError(404, PAYMENT_TEXTS.unknownOrder);
    return payment;
  }

  /**
   * A captured payment the reconciliation read at the provider and no order holds: handled as
   * its lost webhook would have been, so it pays its order when it can and is kept to be
   * refunded when it cannot.
   */
  async function settleCapturedPayment(payment: {
    id: string;
    providerOrderId: string;
    amountPaise: number;
  }) {
    await handlePaymentEvent(`reconciliation:${payment.id}`, {
      id: payment.id,
      order_id: payment.providerOrderId,
      amount: payment.amountPaise,
    });
  }

  /** The owner's cash-on-delivery settings, as stored or their defaults. */
  const cashOnDeliveryRules = async () =>
    cashOnDeliverySettings(await shopSetting(db, CASH_ON_DELIVERY_SETTING));

  /** Whether this priced order may be paid on delivery to this pincode, by this customer. */
  async function offerFor(
    userId: string,
    priced: PricedOrder,
    pincode: string,
  ): Promise<CashOnDeliveryOffer> {
    const [settings, undeliveredOrders] = await Promise.all([
      cashOnDeliveryRules(),
      countUndeliveredOrders(db, userId),
    ]);
    return cashOnDeliveryOffer(settings, {
      totalPaise: priced.totalPaise,
      hasPersonalisedPieces: priced.lines.some((line) => line.customization !== undefined),
      pincode,
      undeliveredOrders,
    });
  }

  async function quoteCashOnDelivery(
    user: UserRow,
    body: CashOnDeliveryQuoteBody,
  ): Promise<CashOnDeliveryQuoteAnswer> {
    const priced = await priceOrder(user.id, body.items, body.couponCode);
    return { success: true, offer: await offerFor(user.id, priced, body.pincode) };
  }

  /**
   * Stores an order to be paid on delivery, awaiting its customer's confirmation: priced and
   * checked as createOrder's, the offer asked again (the settings or the customer's record may
   * have changed since the quote), and no provider order. Its mail asks for the confirmation.
   */
  async function placeCashOnDeliveryOrder(
    user: UserRow,
    body: CreateOrderBody,
    origin: string | undefined,
  ): Promise<PlaceCashOnDeliveryOrderAnswer> {
    const priced = await priceOrder(user.id, body.items, body.couponCode);
    const offer = await offerFor(user.id, priced, body.customerDetails.zipCode);
    if (!offer.offered) throw new HttpError(409, offer.reason ?? CASH_ON_DELIVERY_TEXTS.notOffered);
    if (rupeesToPaise(body.amount) !== offer.totalPaise) {
      throw new HttpError(409, PAYMENT_TEXTS.amountChanged(offer.totalPaise));
    }
    const confirmBy = new Date(Date.now() + CONFIRMATION_WINDOW_MS);
    const { orderId } = await storeOrder(user, body, priced, offer.totalPaise, {
      feePaise: offer.feePaise,
      confirmBy,
    });
    mailer.sendInBackground(
      confirmationAskedMail(
        {
          id: orderId,
          customer: body.customerDetails,
          language: body.language ?? 'en',
          totalPaise: offer.totalPaise,
          confirmBy,
        },
        origin,
      ),
    );
    return {
      success: true,
      message: CASH_ON_DELIVERY_TEXTS.placed,
      orderId,
      confirmBy: confirmBy.toISOString(),
      totalPaise: offer.totalPaise,
    };
  }

  /**
   * The customer's confirmation of their order paid on delivery: its pieces are taken from
   * stock then, as a payment takes them (markOrderConfirmed), and its confirmation mail goes
   * out as a paid order's does. Another's order and an unknown id are the same 404.
   */
  async function confirmOrder(user: UserRow, givenId: string): Promise<ConfirmOrderAnswer> {
    if (!z.uuid().safeParse(givenId).success) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
    const orderId = givenId.toLowerCase();
    const order = await findOrderById(db, orderId);
    if (!order || order.userId !== user.id) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
    if (order.status === 'expired' && order.paymentMethod === 'cash_on_delivery') {
      throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.confirmationExpired);
    }
    const outcome = await markOrderConfirmed(db, orderId, user.id, countCouponUse);
    switch (outcome.kind) {
      case 'confirmed':
        onPaid(orderId);
        return { success: true, message: CASH_ON_DELIVERY_TEXTS.confirmed(order.totalPaise), orderId };
      case 'too-late':
        throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.confirmationExpired);
      case 'sold-out':
        throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.soldOutBeforeConfirmation(outcome.productName));
      case 'coupon-used-up':
        throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.couponUsedUpBeforeConfirmation(outcome.code));
      case 'not-awaiting':
        throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.notConfirmable);
    }
  }

  return {
    provider,
    handleWebhook,
    settleCapturedPayment,
    payWithTestProvider,
    key: (): PaymentKeyAnswer => ({
      success: true,
      key: provider.keyId,
      checkoutScript: provider.checkoutScript,
    }),
    createOrder,
    quoteCoupon,
    quoteCashOnDelivery,
    placeCashOnDeliveryOrder,
    confirmOrder,
    verifyPayment,
  };
}
