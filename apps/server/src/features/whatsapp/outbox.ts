/**
 * The outbox of WhatsApp messages (docs/decisions/0051): an event queues its message in its
 * own transaction, under a unique event key, only when the customer's consent stands; a
 * worker claims the due rows (FOR UPDATE SKIP LOCKED, so two instances never take one row),
 * sends them, tries again with backoff on 429 and 5xx, and marks the others failed with
 * Meta's reason. Meta's status webhooks then move each message on.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import { ticketOf, resolveBy, formatComplaintDay } from '@shop/shared/complaints';
import { formatPaise } from '@shop/shared/money';
import {
  WHATSAPP_MESSAGES,
  WHATSAPP_TEMPLATES,
  proofButtonPayload,
  templateText,
  templateValue,
  type WhatsAppMessageStatus,
  type WhatsAppTemplateName,
  type WhatsAppTemplateValues,
} from '@shop/shared/whatsapp';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { writeShopSetting } from '../../db/shop-settings.ts';
import {
  complaints,
  orders,
  refunds,
  users,
  whatsappConsents,
  whatsappMessages,
  type WhatsAppMessageRow,
} from '../../db/schema.ts';
import type { WhatsAppEvent } from '../../plugins/whatsapp-events.ts';
import type {
  CloudMessageRequest,
  CloudTemplateComponent,
  SendOutcome,
  WhatsAppProvider,
} from './provider.ts';

/** Where Today's word on a refusal of the shop's settings is kept (shop_settings). */
export const REFUSED_SETTING = 'whatsapp.refused';

/** The first retry waits this long; each next one twice as long, up to an hour. */
export const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** After this many tries a message is given up, failed with the last reason. */
export const MOST_ATTEMPTS = 12;
/**
 * A claimed row waits this long before another claim may take it: the time a send may take.
 * A process that died mid-send leaves its rows to the next claim after it.
 */
const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** How far on each status is: a webhook that comes late never moves a message back. */
const STATUS_RANK: Record<WhatsAppMessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

export function retryWaitMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** The customer's standing consent: the number their messages go to. */
export async function standingConsent(db: Database, userId: string) {
  const [consent] = await db
    .select()
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.userId, userId), isNull(whatsappConsents.withdrawnAt)));
  return consent;
}

interface Drafted {
  key: string;
  orderId: string | null;
  userId: string | null;
  template: WhatsAppTemplateName;
  values: WhatsAppTemplateValues;
  proofId: string | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The message an event calls for, from the rows it names; undefined when there is none to send. */
async function draft(db: Database, event: WhatsAppEvent): Promise<Drafted | undefined> {
  if (event.kind === 'complaint_registered' || event.kind === 'complaint_resolved') {
    const [row] = await db
      .select({ complaint: complaints, userId: users.id })
      .from(complaints)
      .leftJoin(users, eq(users.email, sql`lower(${complaints.email})`))
      .where(eq(complaints.id, event.complaintId));
    if (!row) return undefined;
    const { complaint } = row;
    const values: WhatsAppTemplateValues = {
      name: firstName(complaint.name),
      ticket: ticketOf(complaint.number),
      dueDate: formatComplaintDay(resolveBy(complaint.createdAt)),
    };
    return {
      key: `${event.kind}:${complaint.id}`,
      orderId: complaint.orderId,
      userId: row.userId,
      template: event.kind,
      values,
      proofId: null,
    };
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
  if (!order) return undefined;
  const base = {
    orderId: order.id,
    userId: order.userId,
    values: { name: firstName(order.customer.name), orderNumber: orderReference(order.id) },
    proofId: null,
  };
  switch (event.kind) {
    case 'order_confirmed':
      return {
        ...base,
        key: `order_confirmed:${order.id}`,
        template: 'order_confirmed',
        values: { ...base.values, total: formatPaise(order.totalPaise) },
      };
    case 'proof_ready':
      return {
        ...base,
        key: `proof_ready:${event.proofId}`,
        template: 'proof_ready',
        proofId: event.proofId,
      };
    case 'order_shipped':
      return {
        ...base,
        key: `order_shipped:${order.id}`,
        template: 'order_shipped',
        values: {
          ...base.values,
          courier: order.shipment?.courier ?? '',
          trackingNumber: order.shipment?.trackingNumber ?? '',
        },
      };
    case 'order_delivered':
      return { ...base, key: `order_delivered:${order.id}`, template: 'order_delivered' };
    case 'refund_made': {
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, event.refundId));
      if (!refund) return undefined;
      return {
        ...base,
        key: `refund_made:${refund.id}`,
        template: 'refund_made',
        values: { ...base.values, amount: formatPaise(refund.amountPaise) },
      };
    }
  }
}

/**
 * Queues the event's message in `db` (the event's transaction), once: the event key is
 * unique, so the same event again (a retried webhook, a second instance) adds nothing. Answers
 * whether a row was added.
 */
export async function queueEvent(db: Database, event: WhatsAppEvent): Promise<boolean> {
  const drafted = await draft(db, event);
  if (!drafted?.userId) return false;
  // Nothing is sent without the customer's consent.
  const consent = await standingConsent(db, drafted.userId);
  if (!consent) return false;
  const template = WHATSAPP_TEMPLATES[drafted.template];
  const added = await db
    .insert(whatsappMessages)
    .values({
      eventKey: drafted.key,
      orderId: drafted.orderId,
      userId: drafted.userId,
      template: drafted.template,
      category: template.category,
      variables: drafted.values,
      text: templateText(drafted.template, drafted.values),
      proofId: drafted.proofId,
      to: consent.phone,
    })
    .onConflictDoNothing({ target: whatsappMessages.eventKey })
    .returning({ id: whatsappMessages.id });
  return added.length > 0;
}

/** Queues a free-text message (staff's answer, the shop's answer to a button): sent as soon as claimed. */
export async function queueText(
  db: Database,
  message: { key: string; to: string; text: string; userId: string | null; staffId?: string },
): Promise<WhatsAppMessageRow | undefined> {
  const [row] = await db
    .insert(whatsappMessages)
    .values({
      eventKey: message.key,
      userId: message.userId,
      text: message.text,
      to: message.to,
      staffId: message.staffId ?? null,
    })
    .onConflictDoNothing({ target: whatsappMessages.eventKey })
    .returning();
  return row;
}

export interface Links {
  /** The shop's origin: the proof's button links to its order page. */
  origin: string;
  /** The address Meta fetches the proof's picture from. */
  proofPicture(proofId: string): string;
}

/** The Cloud API request for an outbox row. */
export function requestFor(row: WhatsAppMessageRow, links: Links): CloudMessageRequest {
  const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to: row.to } as const;
  if (row.template === null) {
    return { ...head, type: 'text', text: { body: row.text, preview_url: false } };
  }
  const template = WHATSAPP_TEMPLATES[row.template];
  const components: CloudTemplateComponent[] = [];
  if (template.header && row.proofId) {
    components.push({
      type: 'header',
      parameters: [{ type: 'image', image: { link: links.proofPicture(row.proofId) } }],
    });
  }
  components.push({
    type: 'body',
    parameters: template.variables.map((variable) => ({
      type: 'text',
      text: templateValue(row.variables[variable.key] ?? ''),
    })),
  });
  (template.buttons ?? []).forEach((button, index) => {
    if (button.type === 'quick_reply' && row.proofId) {
      const answer = index === 0 ? 'approve' : 'change';
      components.push({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload: proofButtonPayload(row.proofId, answer) }],
      });
    }
    if (button.type === 'url' && row.orderId) {
      components.push({
        type: 'button',
        sub_type: 'url',
        index: String(index),
        parameters: [{ type: 'text', text: row.orderId }],
      });
    }
  });
  return {
    ...head,
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}

/**
 * Claims up to `limit` due messages: each claimed row counts a try and is left alone by
 * other claims for the lease, so one row is never sent by two instances at once.
 */
async function claimDue(db: Database, limit: number): Promise<WhatsAppMessageRow[]> {
  const due = db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.status, 'queued'), sql`${whatsappMessages.nextAttemptAt} <= now()`))
    .orderBy(asc(whatsappMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(whatsappMessages)
    .set({
      attempts: sql`${whatsappMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + ${CLAIM_LEASE_MS} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(sql`${whatsappMessages.id} IN ${due}`)
    .returning();
}

export interface OutboxOptions {
  db: Database;
  provider: WhatsAppProvider;
  log: FastifyBaseLogger;
  links: Links;
}

export function createOutbox({ db, provider, log, links }: OutboxOptions) {
  async function settle(row: WhatsAppMessageRow, outcome: SendOutcome): Promise<void> {
    if ('accepted' in outcome) {
      await db
        .update(whatsappMessages)
        .set({
          status: 'sent',
          providerMessageId: outcome.accepted,
          nextAttemptAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(whatsappMessages.id, row.id), eq(whatsappMessages.status, 'queued')));
      return;
    }
    if ('failed' in outcome) {
      await markFailed(row.id, outcome.failed);
      return;
    }
    const reason = 'retry' in outcome ? outcome.retry : outcome.refused;
    if ('refused' in outcome) {
      await writeShopSetting(db, REFUSED_SETTING, { at: new Date().toISOString(), reason: outcome.refused });
      log.error({ reason }, 'the WhatsApp Cloud API refused the shop’s settings');
    }
    if (row.attempts >= MOST_ATTEMPTS) {
      await markFailed(row.id, `Not accepted after ${row.attempts} tries: ${reason}`);
      return;
    }
    await db
      .update(whatsappMessages)
      .set({
        nextAttemptAt: sql`now() + ${retryWaitMs(row.attempts)} * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(eq(whatsappMessages.id, row.id));
  }

  async function markFailed(id: string, failure: string) {
    await db
      .update(whatsappMessages)
      .set({ status: 'failed', failure, nextAttemptAt: null, updatedAt: sql`now()` })
      .where(eq(whatsappMessages.id, id));
  }

  /** A template message whose customer withdrew their consent since it was queued goes nowhere. */
  async function stillConsented(row: WhatsAppMessageRow): Promise<boolean> {
    if (row.template === null) return true;
    if (!row.userId) return false;
    const consent = await standingConsent(db, row.userId);
    return consent?.phone === row.to;
  }

  async function sendOne(row: WhatsAppMessageRow): Promise<void> {
    if (!(await stillConsented(row))) {
      await markFailed(row.id, WHATSAPP_MESSAGES.consentWithdrawn);
      return;
    }
    let outcome: SendOutcome;
    try {
      outcome = await provider.send(requestFor(row, links));
    } catch (error) {
      // The network, or a call that hung: Meta may or may not have it; it is tried again.
      outcome = { retry: error instanceof Error ? error.message : String(error) };
    }
    await settle(row, outcome);
    if ('accepted' in outcome) await clearRefusal();
  }

  let refusalKnown = true;
  async function clearRefusal() {
    if (!refusalKnown) return;
    // A message that went through: the settings work again.
    await db.execute(sql`DELETE FROM shop_settings WHERE key = ${REFUSED_SETTING}`);
    refusalKnown = false;
  }

  let sending: Promise<number> | undefined;
  let again = false;

  /** Sends every due message, a few at a time; answers how many it handled. */
  async function sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await claimDue(db, 10);
      if (claimed.length === 0) return handled;
      for (const row of claimed) {
        try {
          await sendOne(row);
        } catch (error) {
          log.error({ err: error, messageId: row.id }, 'a WhatsApp message could not be sent');
        }
      }
      handled += claimed.length;
    }
  }

  /** One sending at a time on this instance; a call during one runs another after it. */
  function sendSoon(): Promise<number> {
    if (sending) {
      again = true;
      return sending;
    }
    sending = sendDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the WhatsApp outbox could not be read');
        return 0;
      })
      .finally(() => {
        sending = undefined;
        if (again) {
          again = false;
          void sendSoon();
        }
      });
    return sending;
  }

  return {
    sendDue,
    sendSoon,
    /** Waits for the sending under way (closing, tests). */
    settled: async () => {
      while (sending) await sending;
    },
    noteRefusal: () => {
      refusalKnown = true;
    },
    /** A status webhook: the message moves on, never back; a failure keeps Meta's reason. */
    async applyStatus(status: { id: string; status: string; failure: string | null }): Promise<void> {
      if (!(status.status in STATUS_RANK) || status.status === 'queued') return;
      const next = status.status as WhatsAppMessageStatus;
      const [row] = await db
        .select()
        .from(whatsappMessages)
        .where(eq(whatsappMessages.providerMessageId, status.id));
      if (!row || STATUS_RANK[row.status] >= STATUS_RANK[next] || row.status === 'failed') return;
      await db
        .update(whatsappMessages)
        .set({
          status: next,
          failure: next === 'failed' ? (status.failure ?? 'No reason given') : null,
          deliveredAt:
            next === 'delivered' || next === 'read' ? (row.deliveredAt ?? sql`now()`) : row.deliveredAt,
          updatedAt: sql`now()`,
        })
        .where(eq(whatsappMessages.id, row.id));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A key of its own for a message no event names (staff's answers). */
export const freshKey = (prefix: string) => `${prefix}:${crypto.randomUUID()}`;

/** The latest rows first, for the conversation's view. */
export const latestFirst = desc(whatsappMessages.createdAt);
