import { QueryClient } from '@tanstack/react-query';
import { adoptServerState } from './server-state.ts';

export function createShopQueryClient({ onServer = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The catalogue changes rarely: a minute of freshness saves a phone many requests. The
      // server's render asks its own API in-process: a failure there is not worth a retry.
      queries: { staleTime: 60_000, retry: onServer ? false : 1 },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query cache, made when the first part that asks the shop arrives, with
 * the answers the server's render used already in it.
 */
export function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createShopQueryClient();
    adoptServerState(browserClient);
  }
  return browserClient;
}
