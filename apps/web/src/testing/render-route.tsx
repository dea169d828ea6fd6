import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../features/accounts/components/auth-provider.tsx';

/** The app's providers around a page: a fresh query cache and the user session. */
function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
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

function AddressProbe({ onChange }: { onChange: (address: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
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

type Answer = { status?: number; body: unknown } | 'network-error';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stands in for the shop's server: each call gets the answer kept under its method and path
 * (`'POST /login'`), or under its path alone (`'/api/config'`), without the query. An answer
 * given as a function is asked for each call, and may be a promise the test settles later.
 */
function stubFetch(
  answers: Record<string, Answer | (() => Answer | Promise<Answer>)>,
  record: (request: SentRequest) => void,
) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    record({
      method,
      url: input,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    });
    const path = input.split('?')[0] ?? input;
    const found = answers[`${method} ${path}`] ?? answers[path];
    const answer = typeof found === 'function' ? await found() : found;
    if (answer === undefined)
      return new Response(JSON.stringify({ success: false, message: 'Not here' }), { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The server stand-in; returns the list of URLs asked for, so a test can check what the page sent. */
export function serveApi(answers: Record<string, Answer | (() => Answer | Promise<Answer>)>): string[] {
  const asked: string[] = [];
  stubFetch(answers, (request) => asked.push(request.url));
  return asked;
}

/** The server stand-in; returns every request with its method, body and authorization. */
export function serveRequests(
  answers: Record<string, Answer | (() => Answer | Promise<Answer>)>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  stubFetch(answers, (request) => sent.push(request));
  return sent;
}
