import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pathInLanguage } from '@shop/shared/languages';
import { documentTitle } from '@shop/shared/shop';
import { usePageLanguage } from '../../lib/page-language.ts';

/**
 * Every new page starts at the top and carries its own title. A change of filters or page
 * within a listing keeps the address's path, so it does not scroll.
 */
export function usePageChangeEffects() {
  const { pathname } = useLocation();
  const language = usePageLanguage();
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
    void Promise.all([import('@shop/shared/pages'), import('../../lib/page-words.ts')]).then(
      async ([{ pageMeta }, { loadPageWords, pageTextOf }]) => {
        const meta = pageMeta(pathname);
        await loadPageWords(language);
        // Product pages name themselves after the piece once it is loaded.
        if (meta && window.location.pathname === pathInLanguage(pathname, language))
          document.title = documentTitle(pageTextOf(meta, language));
      },
    );
  }, [pathname, language]);
}
