import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '@shop/ui/page-error.tsx';
import { Spinner } from '@shop/ui/spinner.tsx';
import { Adopted } from '../../lib/adopted.ts';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { loadMessageParts } from '../../lib/lazy-with-queries.ts';
import { ChatButton } from './chat-button.tsx';
import { Header, HEADER_HEIGHT_CLASS } from './header.tsx';

/** The shared layout of the browsing pages: fixed header, a spacer of its height, the page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header>
        <AccountNotices />
      </Header>
      <div className={`${HEADER_HEIGHT_CLASS} shrink-0`} aria-hidden="true" />
      {/* At least a screen tall, so the footer never shows and then moves while a page loads. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1" tabIndex={-1}>
        {/* A page that fails to draw says so under the header, which still leads elsewhere. */}
        <PageErrorBoundary home="/" resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <Adopted />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatButton />
    </div>
  );
}

// Below every page and the same on each: the server's HTML shows it while its code and its
// words load, after the page's own (docs/decisions/0008).
const Footer = lazy(() =>
  Promise.all([import('./footer.tsx'), loadMessageParts(['footer'])]).then(([footer]) => footer),
);

// Loaded only when there is something to say, which is after an account request.
const AccountNotice = lazy(() =>
  Promise.all([
    import('../../features/accounts/components/account-notice.tsx'),
    loadMessageParts(['account']),
  ]).then(([notice]) => notice),
);

/**
 * What an account screen left to say once the shopper is back in the shop, signed out (the
 * account was deleted). Under the header, over the page, so the page does not move.
 */
function AccountNotices() {
  const { isAuthenticated, message } = useAuth();
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-x-0 top-full flex justify-center px-4 pt-3"
    >
      {!isAuthenticated && message && (
        <Suspense fallback={null}>
          <AccountNotice message={message} />
        </Suspense>
      )}
    </div>
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <Spinner label="Loading…" />
    </div>
  );
}
