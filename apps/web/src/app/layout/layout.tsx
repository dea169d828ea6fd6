import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { documentTitle } from '@shop/shared/shop';
import { ChatButton } from './chat-button.tsx';
import { Footer } from './footer.tsx';
import { Header, HEADER_HEIGHT_CLASS } from './header.tsx';

/** The shared layout of the browsing pages: fixed header, a spacer of its height, the page, footer. */
export function Layout() {
  usePageChangeEffects();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header />
      <div className={`${HEADER_HEIGHT_CLASS} shrink-0`} aria-hidden="true" />
      {/* At least a screen tall, so the footer never shows and then moves while a page loads. */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChatButton />
    </div>
  );
}

/**
 * Every new page starts at the top (both specs, section 2) and carries its own title. A
 * change of filters or page within a listing keeps the address's path, so it does not scroll.
 */
function usePageChangeEffects() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // In braces: newer browsers return a promise from scrollTo, and React would take a
    // returned value for a clean-up function.
    window.scrollTo(0, 0);
  }, [pathname]);
  const firstPage = useRef(true);
  useEffect(() => {
    // The server wrote the first page's title into the HTML it sent. Later pages are named
    // from the page list, loaded only then: it is not needed to show the first page.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    void import('@shop/shared/pages').then(({ pageMeta }) => {
      const meta = pageMeta(pathname);
      // Product pages name themselves after the piece once it is loaded.
      if (meta && window.location.pathname === pathname) document.title = documentTitle(meta);
    });
  }, [pathname]);
}

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
