import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A listing's filters, sort and page, kept in the address so a reload, a shared link or the
 * back button shows the same selection. Values equal to the defaults are left out of the
 * address; changing anything but the page goes back to page 1.
 *
 * The router moves to the new address in a transition, and until it has, a controlled menu or
 * box would snap back to the address's old value: the choice is shown at once instead, and the
 * address's values take over when the transition ends.
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

  const [shown, show] = useOptimistic(values, (current: T, patch: Partial<T>) =>
    patched(current, patch, defaults),
  );

  const update = useCallback(
    (patch: Partial<T>) => {
      startTransition(() => {
        show(patch);
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
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setSearchParams, show],
  );

  return [shown, update] as const;
}

/** The values after `patch`, as the address will hold them: defaults for what it clears, page 1 but for a page. */
function patched<T extends Record<string, string>>(current: T, patch: Partial<T>, defaults: T): T {
  const next: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(patch)) next[key] = value ?? defaults[key] ?? '';
  if (!('page' in patch) && 'page' in defaults) next.page = defaults.page ?? '';
  return next as T;
}

/** A whole number from the address, or the fallback when it is missing or not a number. */
export function numberParam(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
