import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '@shop/shared/shop';

/**
 * Every new page starts at the top and carries its own title. A change of filters or page
 * within a listing keeps the address's path, so it does not scroll.
 */
export function usePageChangeEffects() {
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
