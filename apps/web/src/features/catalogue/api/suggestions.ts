import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MIN_SUGGESTION_LETTERS } from '@shop/shared/catalogue';
import type { SuggestionsAnswer } from '@shop/shared/catalogue-api';
import { fetchJson, queryString } from '@shop/shared/api-client';
import type { Language } from '@shop/shared/languages';
import { usePageLanguage } from '../../../lib/page-language.ts';

/** A suggestion is no use once the shopper has typed on: a slow answer is given up early. */
const SUGGESTIONS_TIMEOUT_MS = 5_000;

/**
 * `GET /api/products/suggestions?q=`: at most MAX_SUGGESTIONS pieces and kinds of piece,
 * labelled in the page's language (English asks without `lang`, as before).
 */
export function fetchSuggestions(
  term: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SuggestionsAnswer> {
  const query = queryString({ q: term, lang: language === 'en' ? undefined : language });
  return fetchJson<SuggestionsAnswer>(`/api/products/suggestions${query}`, {
    signal,
    timeoutMs: SUGGESTIONS_TIMEOUT_MS,
  });
}

export const suggestionsQuery = (term: string, language: Language) =>
  queryOptions({
    queryKey: ['catalogue', 'suggestions', language, term],
    queryFn: ({ signal }) => fetchSuggestions(term, language, signal),
    // The list keeps the last answer while the next letters are asked about, so it does not flicker.
    placeholderData: keepPreviousData,
    // The next keystroke asks again; a retry would only answer a term already left behind.
    retry: false,
  });

/** Suggestions for a settled term; nothing is asked for a term shorter than MIN_SUGGESTION_LETTERS. */
export function useSuggestions(term: string) {
  const trimmed = term.trim();
  const language = usePageLanguage();
  return useQuery({
    ...suggestionsQuery(trimmed, language),
    enabled: trimmed.length >= MIN_SUGGESTION_LETTERS,
  });
}
