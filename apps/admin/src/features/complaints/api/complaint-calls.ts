import { queryOptions } from '@tanstack/react-query';
import type {
  AdminComplaintAnswer,
  AdminComplaintListAnswer,
  ComplaintListQuery,
  ComplaintReplyBody,
  ComplaintResolveBody,
  UnresolvedComplaintsAnswer,
} from '@shop/shared/complaints';
import { queryString } from '@shop/shared/api-client';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function complaintListQuery(query: ComplaintListQuery) {
  return queryOptions({
    queryKey: ['complaints', 'list', query],
    queryFn: ({ signal }) =>
      adminFetch<AdminComplaintListAnswer>(
        `/api/admin/complaints${queryString({ show: query.show, page: query.page > 1 ? query.page : undefined })}`,
        { signal },
      ),
  });
}

/** The Today page's: how many are unresolved, and the oldest few. */
export function oldestUnresolvedQuery() {
  return queryOptions({
    queryKey: ['complaints', 'oldest-unresolved'],
    queryFn: ({ signal }) =>
      adminFetch<UnresolvedComplaintsAnswer>('/api/admin/complaints/oldest-unresolved', { signal }),
  });
}

export function complaintQuery(complaintId: string) {
  return queryOptions({
    queryKey: ['complaints', 'one', complaintId],
    queryFn: ({ signal }) =>
      adminFetch<AdminComplaintAnswer>(`/api/admin/complaints/${encodeURIComponent(complaintId)}`, {
        signal,
      }),
  });
}

export function replyToComplaint(
  complaintId: string,
  reply: ComplaintReplyBody,
): Promise<AdminComplaintAnswer> {
  return adminFetch(`/api/admin/complaints/${encodeURIComponent(complaintId)}/replies`, {
    method: 'POST',
    body: JSON.stringify(reply),
  });
}

export function resolveComplaint(
  complaintId: string,
  resolution: ComplaintResolveBody,
): Promise<AdminComplaintAnswer> {
  return adminFetch(`/api/admin/complaints/${encodeURIComponent(complaintId)}/resolution`, {
    method: 'POST',
    body: JSON.stringify(resolution),
  });
}
