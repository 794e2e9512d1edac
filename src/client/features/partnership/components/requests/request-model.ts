import type { ManagerInquiryItem, ProductRequestItem } from '../../../../../contracts/partnership';

// Meeting requests and questions (property_manager_inquiries) and product requests (product_requests) are two
// tables with their own statuses; the back office reads them as one list of things a manager asked for.
export type RequestKind = 'meeting' | 'question' | 'product';
export const requestKinds: readonly RequestKind[] = ['meeting', 'question', 'product'];
export const requestKindLabels: Record<RequestKind, string> = {
  meeting: 'Meeting request',
  question: 'Question',
  product: 'Product request',
};

type Common = {
  key: string;
  id: number;
  locationId: number;
  locationName: string | undefined;
  title: string;
  message: string | null;
  from: string;
  email: string | null;
  priority: ProductRequestItem['urgency'];
  status: string;
  answer: string | null;
  createdAt: string;
};
export type ManagerRequest =
  | (Common & { kind: 'meeting' | 'question'; item: ManagerInquiryItem })
  | (Common & { kind: 'product'; item: ProductRequestItem });

/** Filter values: a stored status, or `open` for everything still waiting for the team. */
export const OPEN = 'open';
export const requestStatusOptions = [
  OPEN,
  'pending',
  'in_progress',
  'approved',
  'resolved',
  'fulfilled',
  'declined',
  'closed',
] as const;
const inquiryOnly = new Set(['in_progress', 'resolved', 'closed']);
const productOnly = new Set(['approved', 'fulfilled', 'declined']);

/** Waiting for the team: the same rule as the Overview's open requests count. */
export const isOpen = (request: ManagerRequest) =>
  request.status === 'pending' || (request.kind !== 'product' && request.status === 'in_progress');

/** Which of the two lists a filter needs at all (a product-only status never matches a question, and so on). */
export function sourcesFor(kind: string, status: string) {
  return {
    inquiries: kind !== 'product' && !productOnly.has(status),
    products: (kind === '' || kind === 'product') && !inquiryOnly.has(status),
  };
}

/** The status the server filters on (`open` is two statuses, filtered here). */
export const serverStatus = (status: string) => (status === OPEN ? undefined : status || undefined);

export function fromInquiry(item: ManagerInquiryItem): ManagerRequest {
  return {
    kind: item.inquiryType === 'meeting' ? 'meeting' : 'question',
    item,
    key: `inquiry-${item.id}`,
    id: item.id,
    locationId: item.locationId,
    locationName: item.locationName,
    title: item.subject,
    message: item.message,
    from: item.managerName,
    email: item.managerEmail,
    priority: item.priority,
    status: item.status,
    answer: item.resolution,
    createdAt: item.createdAt,
  };
}

export function fromProductRequest(item: ProductRequestItem): ManagerRequest {
  return {
    kind: 'product',
    item,
    key: `product-${item.id}`,
    id: item.id,
    locationId: item.locationId,
    locationName: item.locationName,
    title: item.productName,
    message: item.justification,
    from: item.requestedBy,
    email: item.requestedByEmail,
    priority: item.urgency,
    status: item.status,
    answer: item.response,
    createdAt: item.createdAt,
  };
}

/** Both lists as one, newest first, narrowed to a kind and to the open ones when asked. */
export function mergeRequests(
  inquiries: readonly ManagerInquiryItem[],
  products: readonly ProductRequestItem[],
  filter: { kind: string; status: string },
): ManagerRequest[] {
  return [...inquiries.map(fromInquiry), ...products.map(fromProductRequest)]
    .filter((request) => !filter.kind || request.kind === filter.kind)
    .filter((request) => filter.status !== OPEN || isOpen(request))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
