import '@client/app/preact-refs';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from '@client/app/app';
import { preloadPublicPage } from '@client/app/routes';
import { readBootstrap } from '@client/app/bootstrap';
import { createQueryClient } from '@client/app/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const bootstrap = readBootstrap();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// Public pages arrive rendered by the server with the data they were rendered from: take the page
// over where it stands. Account and portal pages arrive as an empty shell: render them here.
if (bootstrap && container.firstElementChild) {
  hydrate(queryClient, bootstrap.queries);
  // The page's chunk is already preloaded from the head; awaiting it here costs nothing more.
  void preloadPublicPage(window.location.pathname).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
