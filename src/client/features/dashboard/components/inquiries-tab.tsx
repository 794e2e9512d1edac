import { useState } from 'react';
import type { InquiryItem } from '../../../../contracts/dashboard';
import { type ListFilter, ListFilterSelects } from '../../../components/lists/list-filter-selects';
import { ExportCsvLink } from '../../../components/lists/list-toolbar';
import { TableListScreen } from '../../../components/lists/table-list-screen';
import { Badge } from '../../../components/ui/badge';
import { type DataTableColumn, RowOpenButton } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { type InquiryFilters, inquiriesCsvUrl, useInquiries } from '../api/inquiries';
import { AgeBadge } from './age-badge';
import { facilityLabel, InquiryDialog } from './inquiry-dialog';

const filterSelects: Array<ListFilter<'facility' | 'open'>> = [
  {
    key: 'facility',
    id: 'inquiries-facility',
    label: 'Facility',
    options: [
      ['luxury-condos', 'Luxury Condos'],
      ['medical-facilities', 'Medical Facilities'],
      ['corporate-offices', 'Corporate Offices'],
      ['educational-institutions', 'Educational Institutions'],
      ['other', 'Other'],
    ],
  },
  {
    key: 'open',
    id: 'inquiries-open',
    label: 'Follow-up',
    options: [
      ['true', 'Open'],
      ['false', 'Contacted'],
    ],
  },
];

const columns: Array<DataTableColumn<InquiryItem>> = [
  {
    header: 'Name',
    phone: 'primary',
    cell: (inquiry) => (
      <>
        <RowOpenButton>
          {inquiry.firstName} {inquiry.lastName}
        </RowOpenButton>
        {inquiry.companyName ? <div className="text-slate-600">{inquiry.companyName}</div> : null}
      </>
    ),
  },
  {
    header: 'Contact',
    className: 'text-slate-700',
    cell: (inquiry) => (
      <>
        <div>{inquiry.email}</div>
        <div>{inquiry.phone}</div>
      </>
    ),
  },
  { header: 'Facility', className: 'text-slate-700', cell: (inquiry) => facilityLabel(inquiry.facilityType) },
  { header: 'Received', className: 'text-slate-700', cell: (inquiry) => formatDateTime(inquiry.createdAt) },
  {
    header: 'Status',
    cell: (inquiry) => (
      <div className="flex flex-wrap gap-1">
        {inquiry.contactedAt ? <Badge tone="green">Contacted</Badge> : <Badge tone="amber">Open</Badge>}
        <AgeBadge createdAt={inquiry.createdAt} open={!inquiry.contactedAt} />
      </div>
    ),
  },
];

/** The Contact Inquiries tab: search, facility and open filters, paged table, detail dialog, CSV. */
export function InquiriesTab() {
  const [selected, setSelected] = useState<InquiryItem | null>(null);
  const view = useListFilters(['facility', 'open']);
  const filters: InquiryFilters = view.filters;
  const list = useInquiries(filters, view.page);

  return (
    <>
      <TableListScreen
        label="Contact inquiries"
        id="inquiries"
        placeholder="Search name, e-mail, phone, company…"
        view={view}
        query={list}
        fetchError="Failed to fetch inquiries"
        end={<ExportCsvLink href={inquiriesCsvUrl(filters)} />}
        filters={<ListFilterSelects view={view} filters={filterSelects} />}
        empty={{ noMatch: 'No inquiries match your search', none: 'No inquiries yet' }}
        columns={columns}
        rowKey={(inquiry) => inquiry.id}
        onRowOpen={setSelected}
        tableClassName="min-w-[720px]"
      />
      <InquiryDialog inquiry={selected} onClose={() => setSelected(null)} />
    </>
  );
}
