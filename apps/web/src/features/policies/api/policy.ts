import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@shop/shared/api-client';
import type { PolicyAnswer } from '@shop/shared/policies';
import type { PolicyId } from '@shop/shared/policy-pages';

/** One policy's newest version; the server renders the page with it (entry-server.tsx). */
export function usePolicy(policyId: PolicyId) {
  return useQuery(
    queryOptions({
      queryKey: ['policies', policyId],
      queryFn: ({ signal }) => fetchJson<PolicyAnswer>(`/api/policies/${policyId}`, { signal }),
    }),
  );
}
