import type { ComponentProps } from 'react';
import { AdminLayout } from './admin-layout';
import { AdminProviders } from './admin-providers';

/** A back-office page: the back office's providers around its layout (the title, actions, roles of `AdminLayout`). */
export function AdminPage(props: ComponentProps<typeof AdminLayout>) {
  return (
    <AdminProviders>
      <AdminLayout {...props} />
    </AdminProviders>
  );
}
