import { fetchJson } from '@shop/shared/api-client';
import { fetchFile } from '@shop/shared/file-download';
import { proofPath, type OrderProofsAnswer, type ProofDecisionBody } from '@shop/shared/proofs';

const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });

/** `GET /api/orders/{orderId}/proofs`: the proofs of the customer's personalised pieces. */
export const fetchOrderProofs = (token: string, orderId: string) =>
  fetchJson<OrderProofsAnswer>(`/api/orders/${encodeURIComponent(orderId)}/proofs`, {
    headers: signedIn(token),
  });

/** `POST /api/orders/{orderId}/lines/{position}/proof`: approve, or ask for a change. */
export const decideOnProof = (token: string, orderId: string, position: number, body: ProofDecisionBody) =>
  fetchJson<OrderProofsAnswer>(`/api/orders/${encodeURIComponent(orderId)}/lines/${position}/proof`, {
    method: 'POST',
    headers: { ...signedIn(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A proof's file, fetched with the session (a plain link cannot carry it). */
export async function fetchProofFile(token: string, orderId: string, position: number, version: number) {
  const { blob } = await fetchFile(proofPath('customer', orderId, position, version), signedIn(token));
  return blob;
}
