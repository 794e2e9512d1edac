import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../lib/query-client';
import { InstallableApp } from '../../installable-app';

// One cache for the whole back office and portal session in this tab.
const queryClient = createQueryClient();

export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <InstallableApp app="admin" />
    </QueryClientProvider>
  );
}
