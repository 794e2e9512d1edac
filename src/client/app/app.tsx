import { Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import type { SiteConfig } from '../../contracts/site';
import { OfflineBadge } from '../components/layout/offline-badge';
import { Toaster } from '../components/ui/toaster';
import { ChatLauncher } from '../features/chat/public';
import { SiteConfigProvider } from '../lib/site-config';
import { findRoute, NOT_FOUND_TITLE, notFoundPage, routes } from './routes';

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Keeps the tab title and description in step with the page after client-side navigation. */
function DocumentHead() {
  const [location] = useLocation();
  useEffect(() => {
    const route = findRoute(location);
    document.title = route?.title ?? NOT_FOUND_TITLE;
    if (route) document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [location]);
  return null;
}

/** The chat widget belongs to the public pages (and the 404 page), not the back office or the portal. */
function PublicChat() {
  const [location] = useLocation();
  const area = findRoute(location)?.area ?? 'public';
  return area === 'public' ? <ChatLauncher /> : null;
}

const NotFound = notFoundPage;

export function App({ site, ssrPath }: { site: SiteConfig; ssrPath?: string }) {
  return (
    <SiteConfigProvider site={site}>
      <Router ssrPath={ssrPath}>
        <DocumentHead />
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} component={route.page} />
            ))}
            <Route component={NotFound} />
          </Switch>
        </Suspense>
        <PublicChat />
        <Toaster />
        <OfflineBadge />
      </Router>
    </SiteConfigProvider>
  );
}
