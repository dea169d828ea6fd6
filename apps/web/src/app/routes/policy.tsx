import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { LANGUAGE_LOCALES, isLanguage } from '@shop/shared/languages';
import { isPolicyId, type PolicyId } from '@shop/shared/policy-pages';
import { documentTitle } from '@shop/shared/shop';
import { PolicyText } from '@shop/ui/policy-text.tsx';
import { usePolicy } from '../../features/policies/api/policy.ts';
import { LoadError } from '../../features/catalogue/components/load-error.tsx';
import { POLICY_TITLE_MESSAGES } from '../layout/policy-names.ts';
import NotFoundRoute from './not-found.tsx';

/**
 * `/policies/{policyId}`: the terms, privacy, refund, shipping and contact pages; any other id
 * is no page.
 */
export default function PolicyRoute() {
  const id = (useParams().policyId ?? '').toLowerCase();
  return isPolicyId(id) ? <PolicyPage key={id} policyId={id} /> : <NotFoundRoute />;
}

/** 'Last updated 25 November 2026': the day in India, in the page's locale. */
function useLastUpdated() {
  const { t, i18n } = useLingui();
  return (updatedAt: string) => {
    const day = new Intl.DateTimeFormat(LANGUAGE_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'en'], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(updatedAt));
    return t`Last updated ${day}`;
  };
}

/** The page's words around the policy's own text, which is the shop's as written. */
function PolicyPage({ policyId }: { policyId: PolicyId }) {
  const { t, i18n } = useLingui();
  const lastUpdated = useLastUpdated();
  const title = i18n._(POLICY_TITLE_MESSAGES[policyId]);
  const query = usePolicy(policyId);
  useEffect(() => {
    document.title = documentTitle({ title });
  }, [title]);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
      {query.data ? (
        <>
          <p className="mt-2 text-sm text-stone-600">{lastUpdated(query.data.updatedAt)}</p>
          <div className="mt-6">
            <PolicyText html={query.data.html} />
          </div>
        </>
      ) : query.isError ? (
        <div className="mt-6">
          <LoadError
            message={t`This policy could not be loaded. Please try again.`}
            retryLabel={t`Retry`}
            onRetry={() => void query.refetch()}
          />
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
