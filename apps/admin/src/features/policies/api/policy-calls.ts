import { queryOptions } from '@tanstack/react-query';
import type {
  AdminPolicyAnswer,
  AdminPolicyListAnswer,
  PolicyPreviewAnswer,
  PolicySavedAnswer,
} from '@shop/shared/policies';
import type { PolicyId } from '@shop/shared/policy-pages';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function policiesQuery() {
  return queryOptions({
    queryKey: ['policies'],
    queryFn: ({ signal }) => adminFetch<AdminPolicyListAnswer>('/api/admin/policies', { signal }),
  });
}

export function policyQuery(policyId: PolicyId) {
  return queryOptions({
    queryKey: ['policies', policyId],
    queryFn: ({ signal }) => adminFetch<AdminPolicyAnswer>(`/api/admin/policies/${policyId}`, { signal }),
  });
}

export function previewPolicy(markdown: string): Promise<PolicyPreviewAnswer> {
  return adminFetch('/api/admin/policies/preview', { method: 'POST', body: JSON.stringify({ markdown }) });
}

export function savePolicyVersion(policyId: PolicyId, markdown: string): Promise<PolicySavedAnswer> {
  return adminFetch(`/api/admin/policies/${policyId}/versions`, {
    method: 'POST',
    body: JSON.stringify({ markdown }),
  });
}
