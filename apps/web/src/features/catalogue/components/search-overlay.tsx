import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

const POPULAR_SEARCHES = ['Rings', 'Name pendant', 'Fingerprint', 'Anklet', 'Kada'];

/**
 * The header's search: a term goes to `/search?q={term}`; a blank one is ignored.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const headingId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      className="mx-auto mt-0 w-full max-w-none bg-transparent p-0 backdrop:bg-brand-900/60 sm:mt-20 sm:max-w-2xl"
    >
      <SearchForm headingId={headingId} onDone={onClose} />
    </ModalDialog>
  );
}

function SearchForm({ headingId, onDone }: { headingId: string; onDone: () => void }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const go = (text: string) => {
    const q = text.trim();
    if (!q) return;
    onDone();
    void navigate(`/search?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <div className="bg-white p-4 shadow-xl sm:rounded-2xl sm:p-6">
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          Search the collection
        </h2>
        <button
          type="button"
          onClick={onDone}
          aria-label="Close search"
          className="rounded-full p-2 text-stone-700 hover:bg-brand-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <form
        role="search"
        className="mt-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go(term);
        }}
      >
        <input
          type="search"
          // Focus lands here when the overlay opens, so the shopper can type at once.
          data-autofocus
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search for jewelry..."
          aria-label="Search for jewelry"
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2.5 text-base focus:border-brand-700"
        />
        <button
          type="submit"
          className="flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>
      <p className="mt-4 text-sm text-stone-600">Popular searches</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {POPULAR_SEARCHES.map((popular) => (
          <li key={popular}>
            <button
              type="button"
              onClick={() => go(popular)}
              className="rounded-full bg-brand-100 px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
            >
              {popular}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
