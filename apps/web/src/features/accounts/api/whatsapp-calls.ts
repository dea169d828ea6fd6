import type { AccountWhatsAppAnswer, AccountWhatsAppBody } from '@shop/shared/whatsapp';
import { fetchJson } from '@shop/shared/api-client';

const PATH = '/api/account/whatsapp';
const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });

/** `GET /api/account/whatsapp`: the consent to updates on WhatsApp that stands, or null. */
export const fetchWhatsAppConsent = (token: string) =>
  fetchJson<AccountWhatsAppAnswer>(PATH, { headers: signedIn(token) });

/** `PUT /api/account/whatsapp`: the server keeps the box's sentence for this number, and the time. */
export const giveWhatsAppConsent = (token: string, body: AccountWhatsAppBody) =>
  fetchJson<AccountWhatsAppAnswer>(PATH, {
    method: 'PUT',
    headers: { ...signedIn(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** `DELETE /api/account/whatsapp`: withdrawn, and kept as withdrawn with its time. */
export const withdrawWhatsAppConsent = (token: string) =>
  fetchJson<AccountWhatsAppAnswer>(PATH, { method: 'DELETE', headers: signedIn(token) });
