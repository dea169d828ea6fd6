import { useEffect } from 'react';
import { useParams } from 'react-router';
import { POLICY_PAGE_TEXTS, POLICY_TITLES, isPolicyId, type PolicyId } from '@shop/shared/policy-pages';
import { documentTitle } from '@shop/shared/shop';
import { PolicyText } from '@shop/ui/policy-text.tsx';
import { usePolicy } from '../../features/policies/api/policy.ts';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import NotFoundRoute from './not-found.tsx';

/**
 * `/policies/{policyId}`: the terms, privacy, refund, shipping and contact pages; any other id
 * is no page.
 */
export default function PolicyRoute() {
  const id = (useParams().policyId ?? '').toLowerCase();
  return isPolicyId(id) ? <PolicyPage key={id} policyId={id} /> : <NotFoundRoute />;
}

function PolicyPage({ policyId }: { policyId: PolicyId }) {
  const title = POLICY_TITLES[policyId];
  const query = usePolicy(policyId);
  useEffect(() => {
    document.title = documentTitle({ title });
  }, [title]);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
      {query.data ? (
        <>
          <p className="mt-2 text-sm text-stone-600">{POLICY_PAGE_TEXTS.lastUpdated(query.data.updatedAt)}</p>
          <div className="mt-6">
            <PolicyText html={query.data.html} />
          </div>
        </>
      ) : query.isError ? (
        <div className="mt-6">
          <LoadError message={POLICY_PAGE_TEXTS.loadFailed} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className="mt-6 max-w-3xl space-y-3" aria-hidden="true">
          <div className="h-4 w-40 animate-pulse rounded bg-stone-200" />
          <div className="h-24 w-full animate-pulse rounded bg-stone-100" />
        </div>
      )}
    </article>
  );
}
