import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../features/accounts/components/auth-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { messages as english } from '../locales/en/messages.po';

// The app loads English's catalog before it starts (main.tsx); the tests' pages have it at once.
i18n.load('en', english);

/** The app's providers around a page: its messages, a fresh query cache and the user session. */
function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** Renders one page at an address, as the router would, with a fresh query cache. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
}

/**
 * Tells the test the address as the page commits: in a layout effect, so a page already on the
 * screen is never read with the address before it (a passive effect may run later under load).
 */
function AddressProbe({ onChange }: { onChange: (address: string) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    onChange(pathname + search);
  }, [pathname, search, onChange]);
  return null;
}

/**
 * Renders several pages (`<Route>` elements) at an address, so a test can follow a page to
 * the next. Any other address shows "Page at {address}". `address()` is what the browser's
 * address bar would show.
 */
export function renderPages(routes: ReactNode, url: string) {
  let address = url;
  const view = render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <AddressProbe onChange={(next) => (address = next)} />
        <Suspense fallback={null}>
          <Routes>
            {routes}
            <Route path="*" element={<OtherPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...view, address: () => address };
}

function OtherPage() {
  const { pathname, search } = useLocation();
  return <p>Page at {pathname + search}</p>;
}

// The server stand-in, shared with the back office's tests.
export { serveApi, serveRequests, type SentRequest } from '@shop/ui/testing/serve-api.ts';
