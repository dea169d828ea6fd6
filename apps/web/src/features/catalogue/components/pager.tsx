import { pageNumbers } from '../listing-rules.ts';

const BUTTON =
  'rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40';

/** 'Page x of y' with Previous and Next (home and category listings). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="mt-8 flex items-center justify-center gap-4" aria-label="Pages">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-stone-700">
        Page {page} of {totalPages}
      </span>
      <button type="button" className={BUTTON} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
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
  if (totalPages <= 1) return null;
  return (
    <nav className="mt-8 flex flex-wrap items-center justify-center gap-2" aria-label="Pages">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
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
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPage(number)}
            className={`min-w-9 rounded-lg px-2 py-1.5 text-sm font-medium ${number === page ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-100'}`}
          >
            {number}
          </button>
        ),
      )}
      <button type="button" className={BUTTON} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
