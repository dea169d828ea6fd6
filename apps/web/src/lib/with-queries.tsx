import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { browserQueryClient } from './query-client.ts';

/**
 * A part that asks the shop, inside the query cache: the server's render and the tests give
 * theirs from above; in the browser it is the page's one cache (query-client.ts). The part is
 * wrapped on both sides alike, so the browser adopts the same tree the server drew.
 */
export function withQueries<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    const given = useContext(QueryClientContext);
    return (
      <QueryClientProvider client={given ?? browserQueryClient()}>
        <Part {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueries;
}
