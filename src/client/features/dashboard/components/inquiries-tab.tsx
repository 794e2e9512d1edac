import { useState } from 'react';
import type { InquiryItem } from '../../../../contracts/dashboard';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { type InquiryFilters, inquiriesCsvUrl, useInquiries } from '../api/inquiries';
import { AgeBadge } from './age-badge';
import { facilityLabel, InquiryDialog } from './inquiry-dialog';
import { FilterSelect, ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { useFetchErrorToast } from './use-fetch-error-toast';

const facilities: Array<[string, string]> = [
  ['luxury-condos', 'Luxury Condos'],
  ['medical-facilities', 'Medical Facilities'],
  ['corporate-offices', 'Corporate Offices'],
  ['educational-institutions', 'Educational Institutions'],
  ['other', 'Other'],
];

/** The Contact Inquiries tab: search, facility and open filters, paged table, detail dialog, CSV. */
export function InquiriesTab() {
  const [selected, setSelected] = useState<InquiryItem | null>(null);
  const view = useListFilters(['facility', 'open']);
  const filters: InquiryFilters = view.filters;
  const list = useInquiries(filters, view.page);
  useFetchErrorToast(list.isError, 'Failed to fetch inquiries');

  return (
    <section aria-label="Contact inquiries" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
      <ListToolbar
        id="inquiries"
        search={view.search}
        onSearch={view.setSearch}
        placeholder="Search name, e-mail, phone, company…"
        csvUrl={inquiriesCsvUrl(filters)}
      >
        <FilterSelect
          id="inquiries-facility"
          label="Facility"
          value={view.values.facility}
          onChange={(value) => view.setFilter('facility', value)}
          options={facilities}
        />
        <FilterSelect
          id="inquiries-open"
          label="Follow-up"
          value={view.values.open}
          onChange={(value) => view.setFilter('open', value)}
          options={[
            ['true', 'Open'],
            ['false', 'Contacted'],
          ]}
        />
      </ListToolbar>
      {list.data && list.data.total === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600">
          {view.filtered ? 'No inquiries match your search' : 'No inquiries yet'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm" aria-busy={list.isFetching}>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Contact
                </th>
                <th scope="col" className="px-4 py-3">
                  Facility
                </th>
                <th scope="col" className="px-4 py-3">
                  Received
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data?.items.map((inquiry) => (
                <tr key={inquiry.id} className="cursor-pointer hover:bg-slate-50" onClick={() => setSelected(inquiry)}>
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      className="text-left font-semibold text-navy-900 hover:underline"
                      onClick={(event) => {
                        event.stopPropagation();
                        setSelected(inquiry);
                      }}
                    >
                      {inquiry.firstName} {inquiry.lastName}
                    </button>
                    {inquiry.companyName ? <div className="text-slate-600">{inquiry.companyName}</div> : null}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <div>{inquiry.email}</div>
                    <div>{inquiry.phone}</div>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{facilityLabel(inquiry.facilityType)}</td>
                  <td className="px-4 py-3 text-slate-700">{formatDateTime(inquiry.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      {inquiry.contactedAt ? <Badge tone="green">Contacted</Badge> : <Badge tone="amber">Open</Badge>}
                      <AgeBadge createdAt={inquiry.createdAt} open={!inquiry.contactedAt} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.total > 0 ? (
        <Pagination page={view.page} pageSize={list.data.pageSize} total={list.data.total} onPage={view.setPage} />
      ) : null}
      <InquiryDialog inquiry={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
