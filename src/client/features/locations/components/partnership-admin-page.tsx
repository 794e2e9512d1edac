import type { ReactNode } from 'react';
import { AdminPage } from '../../admin-shell';

/** The back-office frame of every partnership screen: open to admins and managers only (decision 007). */
export function PartnershipAdminPage(props: {
  title: string;
  back?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AdminPage title={props.title} back={props.back} actions={props.actions} roles={['admin', 'manager']}>
      {props.children}
    </AdminPage>
  );
}
