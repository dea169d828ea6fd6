/**
 * Contracts of the back office's inbox: the contact page's messages, unread first, and the
 * replies staff send from the shop's address.
 */
import { z } from 'zod';
import { plainText } from './text.ts';

export const REPLY_LIMIT = 5000;

export const MessageReplyBodySchema = z.object({
  body: plainText('The reply', { lines: true, error: 'Write the reply' })
    .trim()
    .min(1, 'Write the reply')
    .max(REPLY_LIMIT, `A reply is at most ${REPLY_LIMIT} characters`),
});
export type MessageReplyBody = z.infer<typeof MessageReplyBodySchema>;

export const MessageMarkBodySchema = z
  .object({ read: z.boolean().optional(), answered: z.boolean().optional() })
  .refine(
    (body) => body.read !== undefined || body.answered !== undefined,
    'Say what to mark: read or answered',
  );
export type MessageMarkBody = z.infer<typeof MessageMarkBodySchema>;

export const MessageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page starts at 1').max(10_000).default(1),
});

export const AdminMessageSummarySchema = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  /** The start of the message, for the list. */
  preview: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  answered: z.boolean(),
});
export type AdminMessageSummary = z.infer<typeof AdminMessageSummarySchema>;

export const AdminMessageListAnswerSchema = z.strictObject({
  success: z.literal(true),
  messages: z.array(AdminMessageSummarySchema),
  unread: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminMessageListAnswer = z.infer<typeof AdminMessageListAnswerSchema>;

export const AdminMessageReplySchema = z.strictObject({
  body: z.string(),
  sentAt: z.string(),
  /** The staff member who wrote it; null when they have left the shop's staff list. */
  by: z.string().nullable(),
});
export type AdminMessageReply = z.infer<typeof AdminMessageReplySchema>;

export const AdminMessageSchema = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  replies: z.array(AdminMessageReplySchema),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessageAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: AdminMessageSchema,
});
export type AdminMessageAnswer = z.infer<typeof AdminMessageAnswerSchema>;

export const ADMIN_MESSAGE_TEXTS = {
  notFound: 'There is no message with this id.',
  noMessages: 'No messages yet.',
} as const;
