/**
 * Contracts of the back office's inbox: the contact page's messages, unread first, and the
 * replies staff send from the shop's address.
 */
import { z } from 'zod';

export const REPLY_LIMIT = 5000;

export const MessageReplyBodySchema = z.object({
  body: z
    .string({ error: 'Write the reply' })
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

export interface AdminMessageSummary {
  id: string;
  name: string | null;
  email: string;
  /** The start of the message, for the list. */
  preview: string;
  createdAt: string;
  read: boolean;
  answered: boolean;
}

export interface AdminMessageListAnswer {
  success: true;
  messages: AdminMessageSummary[];
  unread: number;
  total: number;
  page: number;
  totalPages: number;
}

export interface AdminMessageReply {
  body: string;
  sentAt: string;
  /** The staff member who wrote it; null when they have left the shop's staff list. */
  by: string | null;
}

export interface AdminMessage {
  id: string;
  name: string | null;
  email: string;
  phone: string | null;
  message: string | null;
  createdAt: string;
  readAt: string | null;
  answeredAt: string | null;
  replies: AdminMessageReply[];
}

export interface AdminMessageAnswer {
  success: true;
  message: AdminMessage;
}

export const ADMIN_MESSAGE_TEXTS = {
  notFound: 'There is no message with this id.',
  noMessages: 'No messages yet.',
} as const;
