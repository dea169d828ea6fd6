import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Gem, LayoutGrid, Search, X } from 'lucide-react';
import { MAX_SEARCH_TERM_LENGTH, MIN_SUGGESTION_LETTERS } from '@shop/shared/catalogue';
import type { Suggestion } from '@shop/shared/catalogue-api';
import { searchPath } from '@shop/shared/page-paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSuggestions } from '../api/suggestions.ts';

const POPULAR_SEARCHES = ['Rings', 'Name pendant', 'Fingerprint', 'Anklet', 'Kada'];

/** Letters typed within this time are one question to the server. */
const SUGGESTION_DELAY_MS = 250;

const NO_SUGGESTIONS: readonly Suggestion[] = [];

/**
 * The search overlay's content, loaded when the overlay first opens. The field is a combobox
 * (WAI-ARIA's list autocomplete): suggestions show from the second letter, the arrows
 * highlight one, Enter opens it, or searches for the text when none is highlighted, and
 * Escape closes the list before the overlay.
 */
export default function SearchForm({ headingId, onDone }: { headingId: string; onDone: () => void }) {
  const navigate = useNavigate();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const [listOpen, setListOpen] = useState(true);
  // The highlighted suggestion, by what it opens: an answer that arrives while the shopper is
  // on the arrows keeps it highlighted if it still holds it, wherever it now stands.
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const { data } = useSuggestions(useDebouncedValue(term.trim(), SUGGESTION_DELAY_MS));
  const suggestions =
    term.trim().length >= MIN_SUGGESTION_LETTERS ? (data?.suggestions ?? NO_SUGGESTIONS) : NO_SUGGESTIONS;
  const expanded = listOpen && suggestions.length > 0;
  const activeIndex = expanded
    ? suggestions.findIndex((suggestion) => suggestionKey(suggestion) === highlighted)
    : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  // The dialog puts focus in the field as it opens; content that arrives later takes it here.
  useEffect(() => inputRef.current?.focus(), []);

  const go = (text: string) => {
    const q = text.trim();
    if (!q) return;
    onDone();
    void navigate(searchPath(q));
  };
  const open = (suggestion: Suggestion) => {
    onDone();
    void navigate(suggestion.path);
  };
  const moveHighlight = (index: number) => {
    const suggestion = suggestions[index];
    setListOpen(true);
    setHighlighted(suggestion ? suggestionKey(suggestion) : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      moveHighlight(activeIndex < 0 || activeIndex === count - 1 ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      moveHighlight(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      const chosen = suggestions[activeIndex];
      if (!chosen) return;
      event.preventDefault();
      open(chosen);
    } else if (event.key === 'Escape' && expanded) {
      // Keeps the dialog open and the text as it is: this Escape is the list's.
      event.preventDefault();
      setListOpen(false);
      setHighlighted(null);
    }
  };

  return (
    <div className="bg-white p-4 shadow-xl sm:rounded-2xl sm:p-6">
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          <Trans>Search the collection</Trans>
        </h2>
        <button
          type="button"
          onClick={onDone}
          aria-label={t`Close search`}
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
          ref={inputRef}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          maxLength={MAX_SEARCH_TERM_LENGTH}
          // Focus lands here when the overlay opens, so the shopper can type at once.
          data-autofocus
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setListOpen(true);
            setHighlighted(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Search for jewelry...`}
          aria-label={t`Search for jewelry`}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2.5 text-base focus:border-brand-700"
        />
        <button
          type="submit"
          className="flex items-center gap-1.5 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          <Search aria-hidden="true" className="size-4" />
          <Trans>Search</Trans>
        </button>
      </form>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="mt-3 divide-y divide-stone-100"
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestionKey(suggestion)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // The field keeps focus (and the keyboard) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(suggestion)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-stone-800 hover:bg-brand-50 ${
                index === activeIndex ? 'bg-brand-100 text-brand-900' : ''
              }`}
            >
              <SuggestionLine suggestion={suggestion} />
            </li>
          ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded && `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}`}
      </p>
      {!expanded && (
        <>
          <p className="mt-4 text-sm text-stone-600">
            <Trans>Popular searches</Trans>
          </p>
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
        </>
      )}
    </div>
  );
}

const suggestionKey = (suggestion: Suggestion) => `${suggestion.kind} ${suggestion.path}`;

/** A piece reads as its name; a kind of piece carries a 'Category' label beside it. */
function SuggestionLine({ suggestion }: { suggestion: Suggestion }) {
  const Icon = suggestion.kind === 'piece' ? Gem : LayoutGrid;
  return (
    <>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1 truncate">{suggestion.label}</span>
      {suggestion.kind === 'category' && (
        <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
          <span className="sr-only">, </span>
          <Trans>Category</Trans>
        </span>
      )}
    </>
  );
}
