import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute, notFoundPage } from './app/routes';
import { readEmbeddedSiteConfig } from './lib/site-config';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const site = readEmbeddedSiteConfig();
  // Load the current page's code first, so a prerendered page hydrates without a loading state.
  await (findRoute(window.location.pathname)?.page ?? notFoundPage).preload();
  const app = (
    <StrictMode>
      <App site={site} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread in
  // one long task; the prerendered page is on screen meanwhile.
  if (container.dataset.ssr === 'true') startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
