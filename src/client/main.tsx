import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { splitLocalePath } from '@shared/i18n/locale';
import { App } from '@client/app/app';
import { preloadPublicPage } from '@client/app/routes';
import { readBootstrap } from '@client/app/bootstrap';
import { DataStore } from '@client/app/data-store';
import { BASE } from '@client/app/locale';
import { loadServerMessages } from '@client/lib/localise-message';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The Welsh words for the server's messages arrive with the visitor's first focus or press, before
// any form they fill in can answer (lib/localise-message.ts); English has nothing to load.
if (__CLIENT_LOCALE__ !== 'en') {
  for (const event of ['focusin', 'pointerdown'])
    document.addEventListener(event, () => void loadServerMessages(), { once: true, capture: true });
}

const bootstrap = readBootstrap();
const store = new DataStore(bootstrap?.data);
const app = (
  <StrictMode>
    {/* Welsh pages live under /cy: the routes and links of the Welsh build are relative to it. */}
    <Router base={BASE}>
      <App store={store} />
    </Router>
  </StrictMode>
);

// Public pages arrive rendered by the server with the data they were rendered from: take the page
// over where it stands. Account and portal pages arrive as an empty shell: render them here.
if (bootstrap && container.firstElementChild) {
  // The page's chunk is already preloaded from the head; awaiting it here costs nothing more.
  void preloadPublicPage(splitLocalePath(window.location.pathname).path).then(() =>
    hydrateRoot(container, app),
  );
} else {
  createRoot(container).render(app);
}
