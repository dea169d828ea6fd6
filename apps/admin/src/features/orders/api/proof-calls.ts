import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@shop/shared/api-client';
import { fetchFile } from '@shop/shared/file-download';
import {
  PROOF_FIELD,
  proofPath,
  type OrderProofsAnswer,
  type ProofsWaitingAnswer,
  type ProofWaiverBody,
} from '@shop/shared/proofs';
import { adminFetch } from '../../../lib/admin-fetch.ts';
import { readStaffToken, storeStaffToken } from '../../../lib/staff-token.ts';

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** `GET /api/admin/orders/{orderId}/proofs`: the personalised lines and their proofs. */
export function orderProofsQuery(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'proofs', orderId],
    queryFn: ({ signal }) => adminFetch<OrderProofsAnswer>(`${orderPath(orderId)}/proofs`, { signal }),
  });
}

/** `GET /api/admin/orders/proofs/waiting`: orders whose proof waits for the customer. */
export function proofsWaitingQuery() {
  return queryOptions({
    queryKey: ['orders', 'proofs', 'waiting'],
    queryFn: ({ signal }) => adminFetch<ProofsWaitingAnswer>('/api/admin/orders/proofs/waiting', { signal }),
  });
}

/** `POST …/lines/{position}/proofs`: a new proof of the line, as a multipart form. */
export function uploadProof(orderId: string, position: number, file: File): Promise<OrderProofsAnswer> {
  const form = new FormData();
  form.append(PROOF_FIELD, file);
  return adminFetch(`${orderPath(orderId)}/lines/${position}/proofs`, {
    method: 'POST',
    body: form,
    timeoutMs: 60_000,
  });
}

/** `POST …/proof-waiver`: the owner lets the order be made without a proof. */
export function waiveProofs(orderId: string, body: ProofWaiverBody): Promise<OrderProofsAnswer> {
  return adminFetch(`${orderPath(orderId)}/proof-waiver`, { method: 'POST', body: JSON.stringify(body) });
}

/** A proof's file, fetched with the session (a plain link cannot carry it). */
export async function fetchProof(orderId: string, position: number, version: number): Promise<Blob> {
  const token = readStaffToken();
  try {
    const { blob } = await fetchFile(
      proofPath('admin', orderId, position, version),
      token === null ? {} : { authorization: `Bearer ${token}` },
    );
    return blob;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token !== null) storeStaffToken(null);
    throw error;
  }
}
