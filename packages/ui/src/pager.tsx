import type { ReactNode } from 'react';

/** A pager's step buttons, in the storefront's look. */
export const PAGER_BUTTON =
  'rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * 'Page x of y' between a step back and a step forward, the ends disabled. It is drawn even for
 * a single page: a list that has no use for it then leaves it out. `children` come after the
 * steps, such as how many rows a page shows.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  label = 'Pages',
  words = { previous: 'Previous', next: 'Next' },
  className = 'mt-8 flex items-center justify-center gap-4',
  buttonClassName = PAGER_BUTTON,
  status,
  children,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's name for a screen reader, such as 'Pages of orders'. */
  label?: string;
  /** The steps' words: 'Newer' and 'Older' for what is listed newest first. */
  words?: { previous: string; next: string };
  className?: string;
  buttonClassName?: string;
  /** 'Page x of y' in the page's language; English without it. */
  status?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={className}>
      <button type="button" className={buttonClassName} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </button>
      <span className="text-sm text-stone-700">
        {status ?? (
          <>
            Page {page} of {totalPages}
          </>
        )}
      </span>
      <button
        type="button"
        className={buttonClassName}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {words.next}
      </button>
      {children}
    </nav>
  );
}
