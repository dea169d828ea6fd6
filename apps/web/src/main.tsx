import type { I18n } from '@lingui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languagePrefix, splitLanguage } from '@shop/shared/languages';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { loadMessages } from './lib/i18n.ts';
import { readServerState } from './lib/server-state.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered the page (entry-server.tsx): the browser adopts its HTML rather than
// drawing the page again. Without that HTML (the development server), it draws it.
const rendered = readServerState() && root.hasChildNodes();

// A page loads its language's catalog before the app starts: the page is adopted in the
// language the server wrote it in (`/ta/…`, `/hi/…`, English at the shop's own addresses). Its router sees the shop's own paths, so
// its links stay in that language. Not a top-level await: with one, the bundler would cut the
// modules the entry shares with the lazily loaded pages into chunks of their own, which costs
// the first visit some 6 KB.
const { language } = splitLanguage(window.location.pathname);
void loadMessages(language).then(start);

function start(i18n: I18n) {
  if (!root) return;
  const app = (
    <StrictMode>
      <Providers restoreSessionAfterHydration={rendered} i18n={i18n}>
        <BrowserRouter basename={language === 'en' ? undefined : languagePrefix(language)}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  if (rendered) {
    // The page is already drawn: the browser paints it, pictures included, before the work of
    // adopting it takes the main thread. On a slow phone that work would hold the first paint.
    // As a transition, React adopts it in slices of a few milliseconds and lets a tap or a
    // frame in between, rather than holding the phone for the whole page at once.
    const page = root;
    requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(page, app))));
  } else {
    createRoot(root).render(app);
  }
}
