import type { InquiryItem } from '../../../../contracts/dashboard';
import type { ListFilter } from '../../../components/lists/list-filter-selects';
import { Badge } from '../../../components/ui/badge';
import { type DataTableColumn, RowOpenButton } from '../../../components/ui/data-table';
import { RelativeTime } from '../../../components/ui/relative-time';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import { inquiriesList } from '../api/inquiries';
import { statusColumn } from './age-badge';
import { ExportedListTab } from './exported-list-tab';
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
    className: 'text-slate-700 wrap-anywhere',
    cell: (inquiry) => <TwoLineCell first={inquiry.email} second={inquiry.phone} />,
  },
  {
    header: 'Facility',
    className: 'text-slate-700',
    hideBelow: '3xl',
    cell: (inquiry) => facilityLabel(inquiry.facilityType),
  },
  { header: 'Received', className: 'text-slate-700', cell: (inquiry) => <RelativeTime value={inquiry.createdAt} /> },
  statusColumn(
    (inquiry) => (inquiry.contactedAt ? <Badge tone="green">Contacted</Badge> : <Badge tone="amber">Open</Badge>),
    (inquiry) => !inquiry.contactedAt,
  ),
];

/** The Contact Inquiries tab: search, facility and open filters, paged table, detail dialog, CSV. */
export function InquiriesTab() {
  return (
    <ExportedListTab
      list={inquiriesList}
      label="Contact inquiries"
      id="inquiries"
      placeholder="Search name, e-mail, phone, company…"
      fetchError="Failed to fetch inquiries"
      filterSelects={filterSelects}
      empty={{ noMatch: 'No inquiries match your search', none: 'No inquiries yet' }}
      columns={columns}
      dialog={(selected, close) => <InquiryDialog inquiry={selected} onClose={close} />}
    />
  );
}
