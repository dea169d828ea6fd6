import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A listing's filters, sort and page, kept in the address so a reload, a shared link or the
 * back button shows the same selection. Values equal to the defaults are left out of the
 * address; changing anything but the page goes back to page 1.
 */
export function useListingParams<T extends Record<string, string>>(defaults: T) {
  const [searchParams, setSearchParams] = useSearchParams();

  const values = useMemo(() => {
    const current: Record<string, string> = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const value = searchParams.get(key);
      if (value !== null) current[key] = value;
    }
    return current as T;
    // `defaults` is a constant of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  const update = useCallback(
    (patch: Partial<T>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams],
  );

  return [values, update] as const;
}

/** A whole number from the address, or the fallback when it is missing or not a number. */
export function numberParam(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
