/**
 * The back office's inbox: the contact page's messages, unread first and then newest, and the
 * replies staff mail from the shop's address, each one in the same thread as the ones before.
 */
import crypto from 'node:crypto';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminMessage,
  AdminMessageListAnswer,
  MessageMarkBody,
  MessageReplyBody,
} from '@shop/shared/admin-messages';
import { SHOP_NAME } from '@shop/shared/shop';
import { changedFields, recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages, contactReplies, staffMembers } from '../../db/schema.ts';
import { mailDocument } from '../../plugins/mail-layout.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const PAGE_SIZE = 50;
const PREVIEW_LENGTH = 140;

export async function listMessages(db: Database, page: number): Promise<AdminMessageListAnswer> {
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) FILTER (WHERE ${contactMessages.readAt} IS NULL)::int`,
    })
    .from(contactMessages);
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(
      sql`${contactMessages.readAt} IS NOT NULL`,
      desc(contactMessages.createdAt),
      desc(contactMessages.id),
    )
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const total = totals?.total ?? 0;
  return {
    success: true,
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      preview: (row.message ?? '').slice(0, PREVIEW_LENGTH),
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
      answered: row.answeredAt !== null,
    })),
    unread: Number(totals?.unread ?? 0),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

async function threadOf(db: Database, messageId: string) {
  return db
    .select({
      body: contactReplies.body,
      sentAt: contactReplies.sentAt,
      by: staffMembers.name,
      mailId: contactReplies.mailId,
    })
    .from(contactReplies)
    .leftJoin(staffMembers, eq(staffMembers.id, contactReplies.staffId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.sentAt));
}

export async function findMessage(db: Database, messageId: string): Promise<AdminMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!row) return undefined;
  const replies = await threadOf(db, messageId);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    replies: replies.map((reply) => ({ body: reply.body, sentAt: reply.sentAt.toISOString(), by: reply.by })),
  };
}

/**
 * Marks a message read or unread, answered or not, with its entry in the audit log when
 * anything changed; false when there is no such message.
 */
export async function markMessage(
  db: Database,
  messageId: string,
  mark: MessageMarkBody,
  staffId: string,
): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ readAt: contactMessages.readAt, answeredAt: contactMessages.answeredAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for('update');
    if (!before) return false;
    const [after] = await tx
      .update(contactMessages)
      .set({
        ...(mark.read === undefined
          ? {}
          : { readAt: mark.read ? sql`coalesce(${contactMessages.readAt}, ${now})` : null }),
        ...(mark.answered === undefined
          ? {}
          : { answeredAt: mark.answered ? sql`coalesce(${contactMessages.answeredAt}, ${now})` : null }),
      })
      .where(eq(contactMessages.id, messageId))
      .returning({ readAt: contactMessages.readAt, answeredAt: contactMessages.answeredAt });
    const states = (row: typeof before) => ({ read: row.readAt !== null, answered: row.answeredAt !== null });
    const changed = changedFields(states(before), states(after ?? before));
    if (Object.keys(changed.after).length > 0) {
      await recordChange(tx, {
        staffId,
        action: 'message.mark',
        subject: { type: 'message', id: messageId },
        ...changed,
      });
    }
    return true;
  });
}

/** The reply's mail: from the shop, answering to SHOP_EMAIL, quoting what the visitor wrote. */
function replyMail(options: {
  to: string;
  name: string | null;
  original: string | null;
  writtenAt: Date;
  body: string;
  signedBy: string;
  shopEmail: string;
  mailId: string;
  earlier: readonly string[];
}) {
  const subject = `Re: your message to ${SHOP_NAME}`;
  const greeting = options.name ? `Dear ${options.name},` : 'Hello,';
  const written = options.writtenAt.toLocaleDateString('en-IN', {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  });
  const quoted = (options.original ?? '').split('\n').map((line) => `> ${line}`);
  const text = [
    greeting,
    '',
    options.body,
    '',
    `${options.signedBy}, ${SHOP_NAME}`,
    '',
    `You wrote on ${written}:`,
    ...quoted,
  ].join('\n');
  const paragraphs = options.body
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeMarkup(paragraph)}</p>`)
    .join('');
  return {
    to: options.to,
    replyTo: options.shopEmail,
    subject,
    text,
    html: mailDocument({
      subject,
      heading: SHOP_NAME,
      content: `<p style="margin:0 0 12px;">${escapeMarkup(greeting)}</p>${paragraphs}<p style="margin:0 0 16px;">${escapeMarkup(options.signedBy)}, ${escapeMarkup(SHOP_NAME)}</p><p style="margin:0 0 4px;color:#6b5a48;">You wrote on ${escapeMarkup(written)}:</p><blockquote style="margin:0;padding-left:12px;border-left:3px solid #e8dcc8;color:#6b5a48;white-space:pre-wrap;">${escapeMarkup(options.original ?? '')}</blockquote>`,
    }),
    messageId: options.mailId,
    inReplyTo: options.earlier.at(-1),
    references: [...options.earlier],
  };
}

/**
 * Mails a reply and keeps it with the message, which is then answered. The mail goes first:
 * a reply that could not be sent is not recorded as sent.
 */
export async function replyToMessage(
  db: Database,
  mail: { mailer: Mailer; shopEmail: string },
  reply: { messageId: string; body: MessageReplyBody; staff: { id: string; name: string } },
): Promise<boolean> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, reply.messageId));
  if (!message) return false;
  const earlier = (await threadOf(db, message.id)).map((sent) => sent.mailId);
  const domain = mail.shopEmail.split('@')[1] ?? 'shop.invalid';
  const mailId = `<${crypto.randomUUID()}@${domain}>`;
  await mail.mailer.send(
    replyMail({
      to: message.email,
      name: message.name,
      original: message.message,
      writtenAt: message.createdAt,
      body: reply.body.body,
      signedBy: reply.staff.name,
      shopEmail: mail.shopEmail,
      mailId,
      earlier,
    }),
  );
  await db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(contactReplies)
      .values({ messageId: message.id, staffId: reply.staff.id, body: reply.body.body, mailId })
      .returning({ id: contactReplies.id });
    await tx
      .update(contactMessages)
      .set({ answeredAt: new Date(), readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, message.id));
    await recordChange(tx, {
      staffId: reply.staff.id,
      action: 'message.reply',
      subject: { type: 'message', id: message.id },
      before: { answered: message.answeredAt !== null },
      after: { answered: true, replyId: sent?.id, to: message.email, reply: reply.body.body },
    });
  });
  return true;
}
