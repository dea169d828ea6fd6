import { COMPLAINT_TEXTS, type ComplaintAnswer, type ComplaintBody } from '@shop/shared/complaints';
import { ApiError, fetchJson } from '@shop/shared/api-client';

/**
 * `POST /api/complaints`: the complaint and its ticket. From an order's page it carries the
 * order and the customer's session, which the server checks the order against.
 */
export const raiseComplaint = (complaint: ComplaintBody, token?: string) =>
  fetchJson<ComplaintAnswer>('/api/complaints', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(complaint),
  });

/**
 * What the shopper reads when a complaint did not go: the server's own message; 'Something
 * went wrong' when the shop answered without one; a word on the connection when no answer came.
 * `words` are those two in the page's language.
 */
export function complaintErrorText(
  error: unknown,
  words: { failed: string; notOk: string } = COMPLAINT_TEXTS,
): string {
  if (!(error instanceof ApiError) || error.status === 0) return words.failed;
  return error.fromServer ? error.message : words.notOk;
}
