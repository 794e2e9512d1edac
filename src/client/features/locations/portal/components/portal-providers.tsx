import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { parseApiError } from '../../../../lib/api';
import { createQueryClient } from '../../../../lib/query-client';
import { InstallableApp } from '../../../installable-app';
import { portalSessionQuery } from '../api/session';
import { PortalNoticeProvider } from './portal-notice';

/**
 * A call that answers 401 means the portal session ended (signed out elsewhere, expired, the password changed on
 * another device): back to the login form. A 403 means the temporary password must still be changed.
 */
function followSessionEnd(client: QueryClient) {
  const sessionKey = portalSessionQuery().queryKey;
  const onError = (error: unknown) => {
    const status = parseApiError(error)?.status;
    if (status === 401) client.setQueryData(sessionKey, null);
    if (status === 403) void client.invalidateQueries({ queryKey: sessionKey });
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return client;
}

/**
 * The portal's own cache for this tab, separate from the back office's. Unlike the public pages (docs/product/portal.md
 * docs/product/portal.md), its answers go stale at once: the team answers requests while a manager is signed in, so a tab shown again
 * or a phone brought back to the app reads afresh (the cached answer shows meanwhile).
 */
function createPortalQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, staleTime: 0, refetchOnWindowFocus: true },
  });
  return followSessionEnd(client);
}

const queryClient = createPortalQueryClient();

export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalNoticeProvider>{children}</PortalNoticeProvider>
      <InstallableApp app="property-manager" />
    </QueryClientProvider>
  );
}
