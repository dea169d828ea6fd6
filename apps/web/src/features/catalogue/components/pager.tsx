import { Trans, useLingui } from '@lingui/react/macro';
import { Pager as PageSteps, PAGER_BUTTON } from '@shop/ui/pager.tsx';
import { pageNumbers } from '../listing-rules.ts';

/** 'Page x of y' with Previous and Next (home and category listings), left out for a single page. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <PageSteps
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      label={t`Pages`}
      words={{ previous: t`Previous`, next: t`Next` }}
      status={
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      }
    />
  );
}

/** Numbered pages with Previous and Next (search results). */
export function NumberedPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav className="mt-8 flex flex-wrap items-center justify-center gap-2" aria-label={t`Pages`}>
      <button type="button" className={PAGER_BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      {pageNumbers(page, totalPages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="px-1 text-stone-600" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            aria-label={t`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
            className={`min-w-9 rounded-lg px-2 py-1.5 text-sm font-medium ${number === page ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-100'}`}
          >
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        className={PAGER_BUTTON}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
