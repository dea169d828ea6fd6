import { CONTACT_TEXTS, type ContactAnswer, type ContactMessage } from '@shop/shared/contact';
import { ApiError, fetchJson } from '@shop/shared/api-client';

/** `POST /api/contacts`: the contact form's message to the shop. */
export const sendContactMessage = (message: ContactMessage) =>
  fetchJson<ContactAnswer>('/api/contacts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });

/**
 * What the visitor reads when a message did not go: the server's own message; 'Something
 * went wrong' when the shop answered without one; 'Failed to submit form' when no answer
 * came at all.
 */
export function contactErrorText(
  error: unknown,
  words: { failed: string; notOk: string; tooMany: string } = CONTACT_TEXTS,
): string {
  if (!(error instanceof ApiError) || error.status === 0) return words.failed;
  if (!error.fromServer) return words.notOk;
  // The server's refusal of too many messages, in the page's language; any other as it is.
  return error.message === CONTACT_TEXTS.tooMany ? words.tooMany : error.message;
}
