import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { Spinner } from '@shop/ui/spinner.tsx';
import { withQueriesLoader } from '../../../lib/lazy-with-queries.ts';

// The header is on every page: the overlay's content and its suggestions load when a shopper
// first searches, so they cost the first visit nothing (docs/decisions/0008).
const loadSearchForm = withQueriesLoader(() => import('./search-form.tsx'));
const SearchForm = lazy(loadSearchForm);

/** Starts loading the overlay's form when the shopper points at or tabs to the search button. */
export function preloadSearchForm() {
  // Nothing to tell the shopper yet: opening the overlay loads the form itself.
  loadSearchForm().catch(() => undefined);
}

/**
 * The header's search: a term goes to `/search?q={term}`; a blank one is ignored. From the
 * second letter, pieces and kinds of piece are suggested (search-form.tsx).
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      className="mx-auto mt-0 w-full max-w-none bg-transparent p-0 backdrop:bg-brand-900/60 sm:mt-20 sm:max-w-2xl"
    >
      <Suspense
        fallback={
          // Names the dialog until the form and its heading arrive.
          <div
            id={headingId}
            role="status"
            className="flex h-32 items-center justify-center bg-white shadow-xl sm:rounded-2xl"
          >
            <Spinner label={t`Loading search…`} />
          </div>
        }
      >
        <SearchForm headingId={headingId} onDone={onClose} />
      </Suspense>
    </ModalDialog>
  );
}
