import { MessagesSquare, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TrainingEntryItem } from '../../../../contracts/assistant-admin';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog';
import { withToasts } from '../../../components/forms/with-toasts';
import { type ListFilter, ListFilterSelects } from '../../../components/lists/list-filter-selects';
import { RowActions } from '../../../components/lists/row-actions';
import { TableListScreen } from '../../../components/lists/table-list-screen';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { actionsColumn, type DataTableColumn, RowOpenButton } from '../../../components/ui/data-table';
import { ShortDate } from '../../../components/ui/short-date';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useListFilters } from '../../../lib/use-list-filters';
import { useDeleteTraining, useToggleTraining, useTraining } from '../api/training';
import { trainingErrorMessage } from '../api/training-error';
import { PhrasingsDialog } from './phrasings-dialog';
import { TrainingFormDialog } from './training-form-dialog';
import { categoryLabel, categoryOptions, contentPreview, isHighPriority, visibleTags } from './training-labels';

const filterSelects: Array<ListFilter<'category' | 'active'>> = [
  { key: 'category', id: 'training-filter-category', label: 'Category', options: categoryOptions },
  {
    key: 'active',
    id: 'training-filter-active',
    label: 'Status',
    options: [
      ['true', 'Active'],
      ['false', 'Inactive'],
    ],
  },
];

/** How many visitor phrasings an entry has, opening its Phrasings panel; none yet is said in amber. */
function PhrasingsButton({ entry, onOpen }: { entry: TrainingEntryItem; onOpen: () => void }) {
  const count = entry.phrasingCount;
  const words = count === 0 ? 'No phrasings yet' : `${count} phrasing${count === 1 ? '' : 's'}`;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onOpen}
      aria-label={`${words}: ${entry.title}`}
      className={cn('-ml-3 mt-1', count === 0 ? 'text-amber-900' : 'text-brand-800')}
      icon={MessagesSquare}
    >
      {words}
    </Button>
  );
}

/**
 * An entry's priority, calmly: a neutral "High" over 50 (docs/product/training.md), the number muted beside it. Not
 * red: a high priority is a choice staff made, not a fault.
 */
function PriorityLabel({ priority }: { priority: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" title={`Priority ${priority} of 100`}>
      {isHighPriority(priority) ? <Badge>High</Badge> : null}{' '}
      <span className="text-xs tabular-nums text-slate-500">{priority}</span>
    </span>
  );
}

/** The Training Data tab (docs/product/training.md): search title, content and tags; category and active filters; every row action. */
export function TrainingList() {
  const view = useListFilters(['category', 'active'] as const);
  const list = useTraining(view.filters, view.page);
  const toggle = useToggleTraining();
  const remove = useDeleteTraining();
  const [editing, setEditing] = useState<TrainingEntryItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TrainingEntryItem | null>(null);
  const [phrasingsOf, setPhrasingsOf] = useState<TrainingEntryItem | null>(null);

  const openForm = (entry: TrainingEntryItem | null) => {
    setEditing(entry);
    setFormOpen(true);
  };

  const setActive = (entry: TrainingEntryItem, isActive: boolean) =>
    withToasts(() => toggle.mutateAsync({ id: entry.id, isActive }), 'Training data status updated', {
      title: 'Failed to toggle training data status',
      describe: trainingErrorMessage,
    });

  const columns: Array<DataTableColumn<TrainingEntryItem>> = [
    {
      header: 'Title',
      phone: 'primary',
      // The entry's own words: the widest column, never squeezed by the badges and buttons beside it.
      className: 'min-w-56 max-w-md',
      cell: (entry) => (
        <>
          <RowOpenButton>{entry.title}</RowOpenButton>
          <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{contentPreview(entry.content)}</p>
          <PhrasingsButton entry={entry} onOpen={() => setPhrasingsOf(entry)} />
        </>
      ),
    },
    {
      header: 'Category',
      hideBelow: '4xl',
      cell: (entry) => <Badge tone="blue">{categoryLabel(entry.category)}</Badge>,
    },
    {
      header: 'Priority',
      cell: (entry) => <PriorityLabel priority={entry.priority} />,
    },
    {
      header: 'Tags',
      hideBelow: '5xl',
      cell: (entry) => {
        const { shown, more } = visibleTags(entry.tags);
        if (shown.length === 0) return <span className="text-slate-500">None</span>;
        return (
          <span className="flex flex-wrap gap-1" title={entry.tags.join(', ')}>
            {shown.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
            {more > 0 ? <Badge tone="navy">+{more}</Badge> : null}
          </span>
        );
      },
    },
    {
      header: 'Active',
      cell: (entry) => (
        <span className="flex items-center gap-2">
          <Switch
            checked={entry.isActive}
            onCheckedChange={(next) => void setActive(entry, next)}
            label={`Active: ${entry.title}`}
            disabled={toggle.isPending}
          />
          <span className="whitespace-nowrap text-sm text-slate-700">{entry.isActive ? 'Active' : 'Inactive'}</span>
        </span>
      ),
    },
    {
      header: 'Updated',
      className: 'text-slate-700',
      // The day on one line (the exact time on hover), the version under it.
      cell: (entry) => (
        <>
          <ShortDate value={entry.updatedAt} />
          <span className="block whitespace-nowrap text-xs text-slate-500">Version {entry.version}</span>
        </>
      ),
    },
    actionsColumn((entry) => (
      // Icon buttons between a tablet and a wide screen, so that the title keeps its room.
      <RowActions
        className="flex gap-2"
        actions={[
          { label: 'Edit', name: `Edit ${entry.title}`, icon: Pencil, onClick: () => openForm(entry) },
          { label: 'Delete', name: `Delete ${entry.title}`, icon: Trash2, onClick: () => setDeleting(entry) },
        ]}
      />
    )),
  ];

  return (
    <>
      <TableListScreen
        label="Training data"
        id="training"
        placeholder="Search title, content or tags…"
        view={view}
        query={list}
        fetchError="Failed to fetch training data"
        end={
          <Button onClick={() => openForm(null)} icon={Plus}>
            Add Training Data
          </Button>
        }
        filters={<ListFilterSelects view={view} filters={filterSelects} />}
        empty={{ noMatch: 'No training data matches your filters', none: 'No training data yet' }}
        columns={columns}
        rowKey={(entry) => entry.id}
        onRowOpen={openForm}
        rowTestId="training-row"
      />
      <TrainingFormDialog entry={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      {phrasingsOf ? <PhrasingsDialog entry={phrasingsOf} onClose={() => setPhrasingsOf(null)} /> : null}
      <ConfirmDeleteDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        noun="Training Data"
        message={(entry) => `Are you sure you want to delete "${entry.title}"? The assistant stops using it at once.`}
        describeFailure={trainingErrorMessage}
      />
    </>
  );
}
