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
export function contactErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return CONTACT_TEXTS.failed;
  return error.fromServer ? error.message : CONTACT_TEXTS.notOk;
}
