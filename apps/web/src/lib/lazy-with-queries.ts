import { lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loads a part that asks the shop together with TanStack Query and the query cache
 * (with-queries.tsx). Nothing the first visit draws before a tap asks the shop, so the cache's
 * code comes with the first page, collection or search form that does, not with the entry
 * (docs/decisions/0052).
 */
export function withQueriesLoader<P extends object>(load: Loader<P>): Loader<P> {
  return () =>
    Promise.all([load(), import('./with-queries.tsx')]).then(([part, { withQueries }]) => ({
      default: withQueries(part.default),
    }));
}

/** `lazy` for a part that asks the shop (withQueriesLoader). */
export function lazyWithQueries<P extends object>(load: Loader<P>) {
  return lazy(withQueriesLoader(load));
}
