import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { readServerState } from './lib/server-state.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered the page (entry-server.tsx): the browser adopts its HTML rather than
// drawing the page again. Without that HTML (the development server), it draws it.
const rendered = readServerState() && root.hasChildNodes();

const app = (
  <StrictMode>
    <Providers restoreSessionAfterHydration={rendered}>
      <BrowserRouter>
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
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app))));
} else {
  createRoot(root).render(app);
}
