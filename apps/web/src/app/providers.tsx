import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageErrorBoundary } from '@shop/ui/page-error.tsx';
import { AuthProvider } from '../features/accounts/components/auth-provider.tsx';

export function createShopQueryClient({ onServer = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The catalogue changes rarely: a minute of freshness saves a phone many requests. The
      // server's render asks its own API in-process: a failure there is not worth a retry.
      queries: { staleTime: 60_000, retry: onServer ? false : 1 },
    },
  });
}

export function Providers({
  children,
  queryClient,
  restoreSessionAfterHydration = false,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  /** The page came rendered from the server, which knows no session: it is restored after. */
  restoreSessionAfterHydration?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider restoreAfterHydration={restoreSessionAfterHydration}>
        {/* The last resort, for the account screens and the layout itself; a page has its own. */}
        <PageErrorBoundary home="/">{children}</PageErrorBoundary>
      </AuthProvider>
    </QueryClientProvider>
  );
}
