import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** Renders one page at an address, as the router would, with a fresh query cache. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = { status?: number; body: unknown } | 'network-error';

/**
 * Stands in for the shop's server: each call's path (without the query) gets an answer.
 * Returns the list of URLs asked for, so a test can check what the page sent.
 */
export function serveApi(answers: Record<string, Answer | (() => Answer)>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(input);
    const path = input.split('?')[0] ?? input;
    const found = answers[path];
    const answer = typeof found === 'function' ? found() : found;
    if (answer === undefined)
      return new Response(JSON.stringify({ success: false, message: 'Not here' }), { status: 404 });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}
