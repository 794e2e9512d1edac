import { AdminLayout } from '../../admin-shell/components/admin-layout';
import { AdminProviders } from '../../admin-shell/components/admin-providers';
import { OPEN } from '../components/requests/request-model';
import { RequestsPanel } from '../components/requests/requests-panel';

/** /admin-manager-requests (beyond the spec): every location's meeting requests, questions and product requests. */
export default function ManagerRequestsPage() {
  return (
    <AdminProviders>
      <AdminLayout title="Manager Requests" roles={['admin', 'manager']}>
        <RequestsPanel title="Requests from property managers" initialStatus={OPEN} />
      </AdminLayout>
    </AdminProviders>
  );
}
