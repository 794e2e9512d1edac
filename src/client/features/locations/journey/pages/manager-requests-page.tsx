import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { priorities } from '../../../../../contracts/enums';
import { inquiryKinds } from '../../../../../contracts/partnership';
import type { PageTab } from '../../../../components/ui/page-tabs';
import { humanize } from '../../../../lib/format';
import { useListFilters } from '../../../../lib/use-list-filters';
import { PartnershipAdminPage } from '../../components/partnership-admin-page';
import { useInquiryPage, useProductRequestPage } from '../api/manager-requests';
import { AnswerRequestDialog } from '../components/requests/answer-request-dialog';
import {
  inquiryStatusOptions,
  type ManagerRequest,
  OPEN,
  productStatusOptions,
  requestKindLabels,
  statusOptionLabel,
} from '../components/requests/request-model';
import { RequestsInbox, type RequestsInboxProps } from '../components/requests/requests-inbox';

const tabClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-navy-900 data-[state=active]:text-white sm:flex-none sm:px-4';
const priority = { label: 'Priority', options: priorities.map((value): [string, string] => [value, humanize(value)]) };
const status = (values: readonly string[]) => ({
  key: 'status' as const,
  label: 'Status',
  options: values.map((value): [string, string] => [value, statusOptionLabel(value)]),
});
const inquiryFilters = [
  {
    key: 'kind' as const,
    label: 'Kind',
    options: inquiryKinds.map((kind): [string, string] => [kind, requestKindLabels[kind]]),
  },
  status(inquiryStatusOptions),
  { key: 'priority' as const, ...priority },
];
const productFilters = [status(productStatusOptions), { key: 'urgency' as const, ...priority }];

// The two tables each in a tab, each a page of the server's answer: nothing is merged or filtered in the browser,
// so the screen stays fast at 100,000 requests. Both lists keep their filters while the other tab is open.
function ManagerRequests() {
  const [path, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get('tab') === 'products' ? 'products' : 'inquiries';
  const inquiriesView = useListFilters(['status', 'kind', 'priority'], { status: OPEN });
  const productsView = useListFilters(['status', 'urgency'], { status: OPEN });
  const inquiries = useInquiryPage(inquiriesView.filters, inquiriesView.page, tab === 'inquiries');
  const products = useProductRequestPage(productsView.filters, productsView.page, tab === 'products');
  const [answering, setAnswering] = useState<ManagerRequest | null>(null);
  const inbox = <K extends string>(props: Omit<RequestsInboxProps<K>, 'onAnswer'>) => (
    <RequestsInbox {...props} onAnswer={setAnswering} />
  );
  const tabs: PageTab[] = [
    {
      value: 'inquiries',
      label: 'Meetings & questions',
      content: inbox({
        id: 'manager-inquiries',
        label: 'Meeting requests and questions',
        placeholder: 'Search subject, manager, e-mail, location…',
        view: inquiriesView,
        filters: inquiryFilters,
        list: inquiries,
      }),
    },
    {
      value: 'products',
      label: 'Product requests',
      content: inbox({
        id: 'product-requests',
        label: 'Product requests',
        placeholder: 'Search product, category, manager, location…',
        view: productsView,
        filters: productFilters,
        list: products,
      }),
    },
  ];

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => navigate(next === 'products' ? `${path}?tab=products` : path, { replace: true })}
    >
      <Tabs.List
        aria-label="Request lists"
        className="mb-4 flex gap-1 rounded-2xl bg-white p-1 shadow-soft sm:inline-flex"
      >
        {tabs.map((each) => (
          <Tabs.Trigger key={each.value} value={each.value} className={tabClass}>
            {each.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((each) => (
        <Tabs.Content key={each.value} value={each.value}>
          {each.content}
        </Tabs.Content>
      ))}
      <AnswerRequestDialog request={answering} onClose={() => setAnswering(null)} />
    </Tabs.Root>
  );
}

/** /admin-manager-requests (beyond the spec): every location's meeting requests, questions and product requests. */
export default function ManagerRequestsPage() {
  return (
    <PartnershipAdminPage title="Manager Requests">
      <ManagerRequests />
    </PartnershipAdminPage>
  );
}
