import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address so a list can be bookmarked or sent on.
 * `change` sets the given values (an empty one removes its key); any change but the page's
 * goes back to the first page.
 */
export function useListAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in values)) next.delete('page');
    setSearchParams(next);
  };
  return { searchParams, change };
}
