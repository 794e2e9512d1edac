import { Trash2 } from 'lucide-react';
import type { OutOfScopeItem } from '../../../../contracts/assistant-teaching';
import { withToasts } from '../../../components/forms/with-toasts';
import { RowActions } from '../../../components/lists/row-actions';
import { TableListScreen } from '../../../components/lists/table-list-screen';
import { actionsColumn, type DataTableColumn } from '../../../components/ui/data-table';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { useAddOutOfScope, useOutOfScope, useRemoveOutOfScope } from '../api/teaching';
import { outOfScopeTaught } from '../teach/taught-words';
import { TaughtTextForm } from './taught-text-form';

/**
 * The Not Our Topic tab (docs/product/chat-assistant.md, "Staff teach it"): the messages the assistant learns not to
 * answer, the latest taught first; staff add one, or take one out to undo a mistake.
 */
export function OutOfScopeTab() {
  const view = useListFilters([] as const);
  const list = useOutOfScope(view.filters, view.page);
  const add = useAddOutOfScope();
  const remove = useRemoveOutOfScope();

  const columns: Array<DataTableColumn<OutOfScopeItem>> = [
    { header: 'Message', phone: 'primary', className: 'max-w-xl wrap-anywhere', cell: (item) => item.text },
    {
      header: 'Added by',
      className: 'text-slate-700',
      cell: (item) => item.addedBy ?? <span className="text-slate-500">Shipped with the assistant</span>,
    },
    { header: 'Added', className: 'text-slate-700', cell: (item) => formatDateTime(item.createdAt) },
    actionsColumn((item) => (
      <RowActions
        actions={[
          {
            label: 'Remove',
            name: `Remove example: ${item.text}`,
            icon: Trash2,
            disabled: remove.isPending,
            onClick: () =>
              void withToasts(
                () => remove.mutateAsync(item.id),
                () => ({ title: 'Example removed', description: `The assistant may answer “${item.text}” again.` }),
                { title: 'Failed to remove the example' },
              ),
          },
        ]}
      />
    )),
  ];

  return (
    <div className="space-y-4">
      <Panel id="out-of-scope-add" title="Not our topic" className="space-y-3 p-5">
        <p className="text-sm text-slate-600">
          Messages the assistant should not answer: general knowledge, other businesses, our words in another sense. It
          learns from them to say it can only help with our micro markets and to offer a person. Mark a real visitor’s
          message with <strong>Teach</strong> in Chat Sessions, or add one here.
        </p>
        <TaughtTextForm
          idPrefix="out-of-scope"
          noun="Example"
          label="Add an example"
          hint="One message, as a visitor would type it"
          submitLabel="Add Example"
          failed="Failed to add the example"
          send={async (text) => outOfScopeTaught(await add.mutateAsync({ text }))}
        />
      </Panel>
      <TableListScreen
        label="Out-of-scope examples"
        id="out-of-scope"
        placeholder="Search the examples…"
        view={view}
        query={list}
        fetchError="Failed to fetch the out-of-scope examples"
        empty={{ noMatch: 'No example matches your search', none: 'No out-of-scope examples yet' }}
        columns={columns}
        rowKey={(item) => item.id}
        rowTestId="out-of-scope-row"
      />
    </div>
  );
}
