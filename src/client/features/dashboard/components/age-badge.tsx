import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatAge, isOverdue } from '../../../lib/format';

/** Beyond the spec: an open item's age, red once it is past the 24-hour response promise. */
export function AgeBadge({ createdAt, open }: { createdAt: string; open: boolean }) {
  if (!open) return null;
  const late = isOverdue(createdAt);
  return (
    <Badge tone={late ? 'red' : 'slate'}>{late ? `Overdue · ${formatAge(createdAt)}` : formatAge(createdAt)}</Badge>
  );
}

/** The Status column of a dashboard list: the item's status badge, then its age while it is still open. */
export function statusColumn<Item extends { createdAt: string }>(
  status: (item: Item) => ReactNode,
  open: (item: Item) => boolean,
): DataTableColumn<Item> {
  return {
    header: 'Status',
    cell: (item) => (
      <div className="flex flex-wrap gap-1">
        {status(item)}
        <AgeBadge createdAt={item.createdAt} open={open(item)} />
      </div>
    ),
  };
}
