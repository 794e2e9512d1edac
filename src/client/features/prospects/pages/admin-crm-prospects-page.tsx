import { Plus } from 'lucide-react';
import { useState } from 'react';
import { priorities, prospectStatuses } from '../../../../contracts/enums';
import type { ProspectItem } from '../../../../contracts/prospects';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog';
import { type ListFilter, ListFilterSelects } from '../../../components/lists/list-filter-selects';
import { ListToolbarFrame } from '../../../components/lists/list-toolbar';
import { Pagination } from '../../../components/lists/pagination';
import { useFetchErrorToast } from '../../../components/lists/use-fetch-error-toast';
import { Button } from '../../../components/ui/button';
import { optionsOf } from '../../../components/ui/options';
import { Spinner } from '../../../components/ui/spinner';
import { useListFilters } from '../../../lib/use-list-filters';
import { AdminPage } from '../../admin-shell';
import { useDeleteProspect, useProspects } from '../api/prospects';
import { ConvertDialog } from '../components/convert-dialog';
import { ProspectBoard } from '../components/prospect-board';
import { type ProspectActions, ProspectCard } from '../components/prospect-card';
import { ProspectFormDialog } from '../components/prospect-form-dialog';
import { facilityOptions, statusLabels } from '../components/prospect-labels';
import { type ProspectView, ViewToggle } from '../components/view-toggle';

const CARDS_PAGE_SIZE = 24;
// The board shows the whole filtered pipeline (the list endpoint's largest page).
const BOARD_PAGE_SIZE = 500;

const filterSelects: Array<ListFilter<'status' | 'priority' | 'facilityType'>> = [
  {
    key: 'status',
    id: 'prospects-status',
    label: 'Status',
    options: optionsOf(prospectStatuses, (value) => statusLabels[value]),
  },
  { key: 'priority', id: 'prospects-priority', label: 'Priority', options: optionsOf(priorities) },
  {
    key: 'facilityType',
    id: 'prospects-facility',
    label: 'Facility Type',
    options: facilityOptions,
  },
];

function Prospects({ creating, onCreated }: { creating: boolean; onCreated: () => void }) {
  const view = useListFilters(['status', 'priority', 'facilityType']);
  const [layout, setLayout] = useState<ProspectView>('cards');
  const [editing, setEditing] = useState<ProspectItem | null>(null);
  const [deleting, setDeleting] = useState<ProspectItem | null>(null);
  const [converting, setConverting] = useState<ProspectItem | null>(null);
  const board = layout === 'board';
  const list = useProspects(view.filters, board ? 1 : view.page, board ? BOARD_PAGE_SIZE : CARDS_PAGE_SIZE);
  useFetchErrorToast(list.isError, 'Failed to fetch prospects');
  const remove = useDeleteProspect();

  const actions: ProspectActions = { onEdit: setEditing, onDelete: setDeleting, onConvert: setConverting };

  const items = list.data?.items;
  return (
    <div className="space-y-4">
      <section aria-label="Filters" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
        <ListToolbarFrame
          id="prospects"
          search={view.search}
          onSearch={view.setSearch}
          placeholder="Search name or e-mail…"
          end={<ViewToggle view={layout} onChange={setLayout} />}
        >
          <ListFilterSelects view={view} filters={filterSelects} />
        </ListToolbarFrame>
      </section>

      {!items ? (
        list.isFetching ? (
          <Spinner label="Loading prospects…" className="py-12" />
        ) : null
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-12 text-center text-slate-600 shadow-soft">
          No prospects found matching your criteria.
        </p>
      ) : (
        <div aria-busy={list.isFetching} className="space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="prospect-count">
            {list.data?.total.toLocaleString('en-US')} {list.data?.total === 1 ? 'prospect' : 'prospects'}
          </p>
          {board ? (
            <ProspectBoard prospects={items} actions={actions} />
          ) : (
            <ul aria-label="Prospects" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((prospect) => (
                <li key={prospect.id} className="flex">
                  <ProspectCard prospect={prospect} actions={actions} />
                </li>
              ))}
            </ul>
          )}
          {!board && list.data && list.data.total > list.data.pageSize ? (
            <div className="rounded-2xl bg-white shadow-soft">
              <Pagination
                page={view.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                onPage={view.setPage}
              />
            </div>
          ) : null}
        </div>
      )}

      <ProspectFormDialog prospect={null} open={creating} onClose={onCreated} />
      <ProspectFormDialog prospect={editing} open={editing !== null} onClose={() => setEditing(null)} />
      <ConvertDialog prospect={converting} onClose={() => setConverting(null)} />
      <ConfirmDeleteDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        noun="Prospect"
        message={(prospect) => `Are you sure you want to delete ${prospect.locationName}? This cannot be undone.`}
      />
    </div>
  );
}

/** /admin-crm-prospects: lead tracking before a portal exists, and activating a property manager's portal (docs/product/prospects.md). */
export default function AdminCrmProspectsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="CRM Prospects"
      roles={['admin', 'manager']}
      actions={
        <Button onClick={() => setCreating(true)} icon={Plus}>
          Add Prospect
        </Button>
      }
    >
      <p className="-mt-4 mb-4 text-slate-600">
        Every property we talk to, from the first contact until its property manager portal is activated.
      </p>
      <Prospects creating={creating} onCreated={() => setCreating(false)} />
    </AdminPage>
  );
}
