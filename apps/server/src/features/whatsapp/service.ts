/**
 * The WhatsApp channel's rules (packages/shared/src/whatsapp.ts): consents given and
 * withdrawn, Meta's webhook (statuses, the customers' messages, STOP, the proof's buttons),
 * and the back office's views and answers. Sending is the outbox's (outbox.ts).
 */
import crypto from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import {
  DEFAULT_WHATSAPP_RATES,
  WHATSAPP_CATEGORIES,
  WHATSAPP_MESSAGES,
  WHATSAPP_TEXTS,
  WhatsAppRatesBodySchema,
  isStopMessage,
  parseProofButtonPayload,
  whatsappConsentText,
  whatsappCostPaise,
  whatsappNumber,
  windowOpenUntil,
  type AccountWhatsAppAnswer,
  type AdminOrderWhatsAppAnswer,
  type WhatsAppConsentSource,
  type WhatsAppConversationAnswer,
  type WhatsAppConversationMessage,
  type WhatsAppConversationsAnswer,
  type WhatsAppRates,
  type WhatsAppRatesBody,
  type WhatsAppReplyAnswer,
  type WhatsAppTodayAnswer,
} from '@shop/shared/whatsapp';
import { PROOF_COMMENT_MAX, type ProofDecisionBody } from '@shop/shared/proofs';
import { z } from 'zod';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { shopSetting, writeShopSetting } from '../../db/shop-settings.ts';
import {
  orderLineProofs,
  orders,
  users,
  whatsappConsents,
  whatsappIncoming,
  whatsappMessages,
  whatsappPendingChanges,
  type WhatsAppMessageRow,
} from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { FastifyBaseLogger } from 'fastify';
import { freshKey, queueText, REFUSED_SETTING, standingConsent, type Outbox } from './outbox.ts';
import { signatureMatches, webhookContents, webhookSignature, type WhatsAppProvider } from './provider.ts';

const RATES_SETTING = 'whatsapp.rates';
const INDIA = 'Asia/Kolkata';

/** The orders feature's decision on a proof, as the order page makes it (app.ts hands it over). */
export type DecideProof = (decision: {
  userId: string;
  orderId: string;
  position: number;
  body: ProofDecisionBody;
  origin: string | undefined;
}) => Promise<unknown>;

export interface WhatsAppServiceOptions {
  db: Database;
  provider: WhatsAppProvider;
  outbox: Outbox;
  decideProof: DecideProof;
  log: FastifyBaseLogger;
  origin: string | undefined;
}

const RefusedSchema = z.object({ at: z.string(), reason: z.string() });

/** The owner's rates, or Meta's of January 2026 where none (or an unreadable one) is stored. */
export async function ratesOf(db: Database): Promise<WhatsAppRates> {
  const parsed = WhatsAppRatesBodySchema.safeParse(await shopSetting(db, RATES_SETTING));
  return parsed.success ? parsed.data : DEFAULT_WHATSAPP_RATES;
}

/** The first moment of the month `now` falls in, in India's time, and its name (YYYY-MM). */
export function monthOf(now: Date): { start: Date; month: string } {
  const local = new TZDate(now.getTime(), INDIA);
  const year = local.getFullYear();
  const month = local.getMonth();
  const start = new Date(new TZDate(year, month, 1, INDIA).getTime());
  return { start, month: `${year}-${String(month + 1).padStart(2, '0')}` };
}

export function createWhatsAppService(options: WhatsAppServiceOptions) {
  const { db, provider, outbox, decideProof, log } = options;

  function consentAnswer(consent: Awaited<ReturnType<typeof standingConsent>>): AccountWhatsAppAnswer {
    return {
      success: true,
      consent: consent
        ? { phone: consent.phone.slice(-10), givenAt: consent.givenAt.toISOString(), text: consent.text }
        : null,
    };
  }

  /**
   * Records a consent in `db` (the order's transaction at checkout): the sentence the box
   * showed, made again from the number, and the time. A standing consent to another number is
   * withdrawn first: one stands per customer; the same number again keeps the first.
   */
  async function recordConsent(
    tx: Database,
    consent: { userId: string; phone: string; source: WhatsAppConsentSource },
  ): Promise<void> {
    // A shop that sends nothing keeps no consent to send: its boxes are not shown.
    if (provider.kind === 'off') return;
    const phone = whatsappNumber(consent.phone);
    const standing = await standingConsent(tx, consent.userId);
    if (standing?.phone === phone) return;
    if (standing) {
      await tx
        .update(whatsappConsents)
        .set({ withdrawnAt: new Date(), withdrawnBy: 'profile' })
        .where(eq(whatsappConsents.id, standing.id));
    }
    await tx.insert(whatsappConsents).values({
      userId: consent.userId,
      phone,
      text: whatsappConsentText(consent.phone),
      source: consent.source,
    });
  }

  /** The shop's own free-text answer in the chat, once per customer message it answers. */
  async function answer(to: string, text: string, userId: string | null, answering: string) {
    await queueText(db, { key: `answer:${answering}`, to, text, userId });
    void outbox.sendSoon();
  }

  /** The proof a button names, with what deciding it needs; undefined for no proof of the shop. */
  async function proofOf(proofId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(proofId)) return undefined;
    const [row] = await db
      .select({
        orderId: orderLineProofs.orderId,
        position: orderLineProofs.position,
        version: orderLineProofs.version,
        userId: orders.userId,
      })
      .from(orderLineProofs)
      .innerJoin(orders, eq(orders.id, orderLineProofs.orderId))
      .where(eq(orderLineProofs.id, proofId.toLowerCase()));
    return row;
  }

  /** Only the number the proof was sent to answers it. */
  async function sentTo(from: string, proofId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(proofId)) return false;
    const [asked] = await db
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.proofId, proofId.toLowerCase()), eq(whatsappMessages.to, from)))
      .limit(1);
    return asked !== undefined;
  }

  /** Decides a proof as its order page does; the refusal's message is the answer in the chat. */
  async function decide(
    from: string,
    proofId: string,
    body: { decision: 'approve' } | { decision: 'change'; comment: string },
  ): Promise<string> {
    const proof = await proofOf(proofId);
    if (!proof?.userId || !(await sentTo(from, proofId))) return WHATSAPP_TEXTS.unknownProof;
    try {
      await decideProof({
        userId: proof.userId,
        orderId: proof.orderId,
        position: proof.position,
        body:
          body.decision === 'approve'
            ? { decision: 'approve', version: proof.version }
            : { decision: 'change', comment: body.comment, version: proof.version },
        origin: options.origin,
      });
      return body.decision === 'approve' ? WHATSAPP_TEXTS.approved : WHATSAPP_TEXTS.changeNoted;
    } catch (error) {
      if (error instanceof HttpError) return error.message;
      throw error;
    }
  }

  /** A customer's message: kept once, tied to them by the number, then acted on. */
  async function receive(message: { id: string; from: string; text: string; buttonPayload: string | null }) {
    const [consent] = await db
      .select({ userId: whatsappConsents.userId })
      .from(whatsappConsents)
      .where(eq(whatsappConsents.phone, message.from))
      .orderBy(desc(whatsappConsents.givenAt))
      .limit(1);
    const userId = consent?.userId ?? null;
    const [kept] = await db
      .insert(whatsappIncoming)
      .values({
        providerMessageId: message.id,
        from: message.from,
        userId,
        text: message.text,
        buttonPayload: message.buttonPayload,
      })
      .onConflictDoNothing({ target: whatsappIncoming.providerMessageId })
      .returning({ id: whatsappIncoming.id });
    // Meta delivered this webhook before: it was acted on then.
    if (!kept) return;

    if (message.buttonPayload === null && isStopMessage(message.text)) {
      await db
        .update(whatsappConsents)
        .set({ withdrawnAt: new Date(), withdrawnBy: 'stop' })
        .where(and(eq(whatsappConsents.phone, message.from), isNull(whatsappConsents.withdrawnAt)));
      await db.delete(whatsappPendingChanges).where(eq(whatsappPendingChanges.phone, message.from));
      await answer(message.from, WHATSAPP_TEXTS.stopConfirmed, userId, kept.id);
      return;
    }
    const button = message.buttonPayload === null ? null : parseProofButtonPayload(message.buttonPayload);
    if (button?.answer === 'approve') {
      await answer(
        message.from,
        await decide(message.from, button.proofId, { decision: 'approve' }),
        userId,
        kept.id,
      );
      return;
    }
    if (button?.answer === 'change') {
      if (!(await sentTo(message.from, button.proofId))) {
        await answer(message.from, WHATSAPP_TEXTS.unknownProof, userId, kept.id);
        return;
      }
      await db
        .insert(whatsappPendingChanges)
        .values({ phone: message.from, proofId: button.proofId })
        .onConflictDoUpdate({
          target: whatsappPendingChanges.phone,
          set: { proofId: button.proofId, askedAt: sql`now()` },
        });
      await answer(message.from, WHATSAPP_TEXTS.writeChange, userId, kept.id);
      return;
    }
    if (message.buttonPayload !== null) return;
    const [pending] = await db
      .delete(whatsappPendingChanges)
      .where(eq(whatsappPendingChanges.phone, message.from))
      .returning();
    if (pending) {
      const comment = message.text.trim().slice(0, PROOF_COMMENT_MAX);
      await answer(
        message.from,
        await decide(message.from, pending.proofId, { decision: 'change', comment }),
        userId,
        kept.id,
      );
    }
  }

  async function lastIncomingAt(phone: string): Promise<Date | null> {
    const [row] = await db
      .select({
        at: sql<Date | null>`max(${whatsappIncoming.receivedAt})`.mapWith(whatsappIncoming.receivedAt),
      })
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.from, phone));
    return row?.at ?? null;
  }

  const outgoing = (row: WhatsAppMessageRow): WhatsAppConversationMessage => ({
    id: row.id,
    direction: 'out',
    text: row.text,
    status: row.status,
    at: row.createdAt.toISOString(),
  });

  return {
    recordConsent,

    /**
     * A customer deletes their account: their consents go, and with them the messages of
     * those numbers, both ways (the privacy policy says so). Answers how many numbers.
     */
    async eraseCustomer(userId: string): Promise<number> {
      const consents = await db
        .select({ phone: whatsappConsents.phone })
        .from(whatsappConsents)
        .where(eq(whatsappConsents.userId, userId));
      const phones = [...new Set(consents.map((consent) => consent.phone))];
      await db.transaction(async (tx) => {
        if (phones.length > 0) {
          await tx.delete(whatsappIncoming).where(inArray(whatsappIncoming.from, phones));
          await tx.delete(whatsappMessages).where(inArray(whatsappMessages.to, phones));
          await tx.delete(whatsappPendingChanges).where(inArray(whatsappPendingChanges.phone, phones));
        }
        await tx.delete(whatsappMessages).where(eq(whatsappMessages.userId, userId));
        await tx.delete(whatsappConsents).where(eq(whatsappConsents.userId, userId));
      });
      return phones.length;
    },

    /* The shopper's calls */
    async consentOf(userId: string): Promise<AccountWhatsAppAnswer> {
      return consentAnswer(await standingConsent(db, userId));
    },
    async giveConsent(userId: string, phone: string): Promise<AccountWhatsAppAnswer> {
      if (provider.kind === 'off') throw new HttpError(409, WHATSAPP_MESSAGES.notOffered);
      await db.transaction((tx) => recordConsent(tx, { userId, phone, source: 'profile' }));
      return consentAnswer(await standingConsent(db, userId));
    },
    async withdrawConsent(userId: string): Promise<AccountWhatsAppAnswer> {
      const withdrawn = await db
        .update(whatsappConsents)
        .set({ withdrawnAt: new Date(), withdrawnBy: 'profile' })
        .where(and(eq(whatsappConsents.userId, userId), isNull(whatsappConsents.withdrawnAt)))
        .returning({ id: whatsappConsents.id });
      if (withdrawn.length === 0) throw new HttpError(404, WHATSAPP_MESSAGES.noConsent);
      return consentAnswer(undefined);
    },

    /* Meta's webhook */
    verify(query: { mode?: string; token?: string; challenge?: string }): string {
      const matches =
        query.mode === 'subscribe' &&
        query.token !== undefined &&
        signatureMatches(provider.verifyToken, query.token);
      if (!matches) throw new HttpError(403, WHATSAPP_MESSAGES.verifyTokenWrong);
      return query.challenge ?? '';
    },

    /** Checks the signature of the raw body before anything is read or changed. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!signature) throw new HttpError(401, WHATSAPP_MESSAGES.webhookSignatureMissing);
      if (!signatureMatches(webhookSignature(provider.appSecret, rawBody), signature)) {
        throw new HttpError(403, WHATSAPP_MESSAGES.webhookSignatureWrong);
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return;
      }
      const contents = webhookContents(body);
      if (!contents) {
        log.warn('a WhatsApp webhook of a shape the shop does not read');
        return;
      }
      for (const status of contents.statuses) await outbox.applyStatus(status);
      for (const message of contents.messages) await receive(message);
    },

    /* The back office */
    async orderMessages(orderIdText: string): Promise<AdminOrderWhatsAppAnswer> {
      if (!/^[0-9a-f-]{36}$/i.test(orderIdText)) throw new HttpError(404, WHATSAPP_MESSAGES.orderNotFound);
      const orderId = orderIdText.toLowerCase();
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw new HttpError(404, WHATSAPP_MESSAGES.orderNotFound);
      const rows = await db
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.orderId, orderId), isNotNull(whatsappMessages.template)))
        .orderBy(asc(whatsappMessages.createdAt));
      return {
        success: true,
        messages: rows.flatMap((row) =>
          row.template && row.category
            ? [
                {
                  id: row.id,
                  template: row.template,
                  category: row.category,
                  to: row.to,
                  text: row.text,
                  status: row.status,
                  failure: row.failure,
                  createdAt: row.createdAt.toISOString(),
                  updatedAt: row.updatedAt.toISOString(),
                },
              ]
            : [],
        ),
      };
    },

    /** The month's delivered template messages by category, at the owner's rates, and Meta's last refusal. */
    async today(now = new Date()): Promise<WhatsAppTodayAnswer> {
      const { start, month } = monthOf(now);
      const [rates, counts, refused] = await Promise.all([
        ratesOf(db),
        db
          .select({
            category: whatsappMessages.category,
            delivered: sql<number>`count(*)::int`,
            // Since July 2025 Meta does not charge a utility template delivered within the
            // customer service window: the customer wrote in the 24 hours before it arrived.
            freeInWindow: sql<number>`(count(*) filter (where ${whatsappMessages.category} = 'utility' and exists (
              select 1 from ${whatsappIncoming}
              where ${whatsappIncoming.from} = ${whatsappMessages.to}
                and ${whatsappIncoming.receivedAt} <= ${whatsappMessages.deliveredAt}
                and ${whatsappIncoming.receivedAt} > ${whatsappMessages.deliveredAt} - interval '24 hours')))::int`,
          })
          .from(whatsappMessages)
          .where(and(isNotNull(whatsappMessages.template), gte(whatsappMessages.deliveredAt, start)))
          .groupBy(whatsappMessages.category),
        shopSetting(db, REFUSED_SETTING),
      ]);
      const parsedRefusal = RefusedSchema.safeParse(refused);
      if (parsedRefusal.success) outbox.noteRefusal();
      return {
        success: true,
        month,
        categories: WHATSAPP_CATEGORIES.map((category) => {
          const count = counts.find((row) => row.category === category);
          const delivered = Number(count?.delivered ?? 0);
          const freeInWindow = Number(count?.freeInWindow ?? 0);
          return {
            category,
            delivered,
            freeInWindow,
            costPaise: whatsappCostPaise(delivered - freeInWindow, rates[category]),
          };
        }),
        ratesMilliRupees: rates,
        refused: parsedRefusal.success ? parsedRefusal.data : null,
      };
    },

    async setRates(rates: WhatsAppRatesBody, staffId: string) {
      const before = await ratesOf(db);
      await db.transaction(async (tx) => {
        await writeShopSetting(tx, RATES_SETTING, rates);
        await recordChange(tx, {
          staffId,
          action: 'whatsapp.rates',
          subject: { type: 'setting', id: RATES_SETTING },
          before: { ...before },
          after: { ...rates },
        });
      });
      return { success: true as const, ratesMilliRupees: rates };
    },

    async conversations(now = new Date()): Promise<WhatsAppConversationsAnswer> {
      const rows = await db.execute(sql`
        SELECT phone, max(at) AS last_at FROM (
          SELECT "from" AS phone, received_at AS at FROM whatsapp_incoming
          UNION ALL SELECT "to", created_at FROM whatsapp_messages
        ) AS every_message GROUP BY phone ORDER BY last_at DESC LIMIT 100`);
      const conversations = [];
      for (const row of (rows as unknown as { rows: { phone: string; last_at: Date | string }[] }).rows) {
        const [lastIn] = await db
          .select()
          .from(whatsappIncoming)
          .where(eq(whatsappIncoming.from, row.phone))
          .orderBy(desc(whatsappIncoming.receivedAt))
          .limit(1);
        const [lastOut] = await db
          .select()
          .from(whatsappMessages)
          .where(eq(whatsappMessages.to, row.phone))
          .orderBy(desc(whatsappMessages.createdAt))
          .limit(1);
        const [unread] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(whatsappIncoming)
          .where(and(eq(whatsappIncoming.from, row.phone), isNull(whatsappIncoming.readAt)));
        const customer = await customerOf(row.phone);
        const last =
          lastIn && (!lastOut || lastIn.receivedAt >= lastOut.createdAt)
            ? lastIn.text
            : (lastOut?.text ?? '');
        const until = windowOpenUntil(lastIn?.receivedAt ?? null);
        conversations.push({
          phone: row.phone,
          customerName: customer?.name ?? null,
          lastMessageAt: new Date(row.last_at).toISOString(),
          lastText: last,
          windowOpenUntil: until && until > now ? until.toISOString() : null,
          unread: Number(unread?.count ?? 0),
        });
      }
      return { success: true, conversations };
    },

    async conversation(phone: string, now = new Date()): Promise<WhatsAppConversationAnswer> {
      const [incoming, sent] = await Promise.all([
        db.select().from(whatsappIncoming).where(eq(whatsappIncoming.from, phone)),
        db.select().from(whatsappMessages).where(eq(whatsappMessages.to, phone)),
      ]);
      if (incoming.length === 0 && sent.length === 0) {
        throw new HttpError(404, WHATSAPP_MESSAGES.conversationNotFound);
      }
      await db
        .update(whatsappIncoming)
        .set({ readAt: sql`now()` })
        .where(and(eq(whatsappIncoming.from, phone), isNull(whatsappIncoming.readAt)));
      const customer = await customerOf(phone);
      const customerOrders = customer
        ? await db
            .select({ id: orders.id, status: orders.status })
            .from(orders)
            .where(and(eq(orders.userId, customer.id), inArray(orders.status, PLACED)))
            .orderBy(desc(orders.createdAt))
            .limit(20)
        : [];
      const until = windowOpenUntil(await lastIncomingAt(phone));
      const messages: WhatsAppConversationMessage[] = [
        ...incoming.map((row) => ({
          id: row.id,
          direction: 'in' as const,
          text: row.text,
          status: null,
          at: row.receivedAt.toISOString(),
        })),
        ...sent.map(outgoing),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        success: true,
        phone,
        customer,
        orders: customerOrders.map((order) => ({
          id: order.id,
          number: orderReference(order.id),
          status: order.status,
        })),
        windowOpenUntil: until && until > now ? until.toISOString() : null,
        messages,
      };
    },

    /** Staff's free-text answer: only within 24 hours of the customer's last message (Meta's rule). */
    async reply(
      phone: string,
      text: string,
      staffId: string,
      now = new Date(),
    ): Promise<WhatsAppReplyAnswer> {
      const until = windowOpenUntil(await lastIncomingAt(phone));
      if (!until || until <= now) throw new HttpError(409, WHATSAPP_MESSAGES.windowClosed);
      const customer = await customerOf(phone);
      const row = await queueText(db, {
        key: freshKey('reply'),
        to: phone,
        text,
        userId: customer?.id ?? null,
        staffId,
      });
      if (!row) throw new Error('The answer was not stored');
      void outbox.sendSoon();
      return { success: true, message: outgoing(row) };
    },
  };

  /** The customer a number belongs to: the one who gave a consent with it last. */
  async function customerOf(phone: string): Promise<{ id: string; name: string } | null> {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(whatsappConsents)
      .innerJoin(users, eq(users.id, whatsappConsents.userId))
      .where(eq(whatsappConsents.phone, phone))
      .orderBy(desc(whatsappConsents.givenAt))
      .limit(1);
    return row ? { id: row.id, name: [row.firstName, row.lastName].filter(Boolean).join(' ') } : null;
  }
}

/** The orders a conversation lists: those placed (paid, or confirmed to be paid on delivery, or on), not carts that never paid. */
const PLACED = [
  'paid',
  'confirmed',
  'in_making',
  'quality_check',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'not_delivered',
] as const;

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;

/** For the test provider's page: a short id of its own for each reply a person makes. */
export const replyId = () => crypto.randomUUID();
