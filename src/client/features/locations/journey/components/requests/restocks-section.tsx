import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import type { RestockItem } from '../../../../../../contracts/partnership';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Badge } from '../../../../../components/ui/badge';
import type { DataTableColumn } from '../../../../../components/ui/data-table';
import { formatCalendarDate } from '../../../../../lib/format';
import { useRestocks } from '../../api/restocks';
import { RecordTableSection } from '../record-section';
import { RestockDialog } from './restock-dialog';

/** Today as a `yyyy-MM-dd` local day, to tell planned restocks from done ones. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The location's restock days, newest first, planned ones marked; "Schedule Restock" adds one. */
export function RestocksSection({
  locationId,
  nextRestockDate,
}: {
  locationId: number;
  nextRestockDate: string | null;
}) {
  const list = useRestocks(locationId);
  useFetchErrorToast(list.isError, 'Failed to fetch restocks');
  const [adding, setAdding] = useState(false);
  const day = today();
  const columns: Array<DataTableColumn<RestockItem>> = [
    {
      header: 'Date',
      phone: 'primary',
      cell: (restock) => (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-navy-900">{formatCalendarDate(restock.restockDate)}</span>
          {restock.restockDate > day ? <Badge tone="blue">Planned</Badge> : <Badge>Done</Badge>}
        </div>
      ),
    },
    { header: 'Products', className: 'max-w-sm', cell: (restock) => restock.products },
    { header: 'Restocked By', cell: (restock) => restock.restockedBy },
    { header: 'Notes', className: 'max-w-sm', cell: (restock) => restock.notes },
  ];
  return (
    <RecordTableSection
      title="Restocks"
      description={`Next restock: ${formatCalendarDate(nextRestockDate, 'Not scheduled')}`}
      add={{ label: 'Schedule Restock', Icon: CalendarPlus, onClick: () => setAdding(true) }}
      columns={columns}
      list={list}
      empty="No restocks yet."
      rowTestId="restock-row"
    >
      <RestockDialog locationId={locationId} open={adding} onClose={() => setAdding(false)} />
    </RecordTableSection>
  );
}
