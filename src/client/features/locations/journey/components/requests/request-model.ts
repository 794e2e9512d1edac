import type { Page } from '../../../../../../contracts/common';
import { managerInquiryStatuses, productRequestStatuses } from '../../../../../../contracts/enums';
import {
  type ManagerInquiryItem,
  OPEN_REQUESTS,
  type ProductRequestItem,
} from '../../../../../../contracts/partnership';
import { statusLabel } from '../labels';

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
  /** Who wrote the answer and when, once someone has. */
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
};
export type ManagerRequest =
  | (Common & { kind: 'meeting' | 'question'; item: ManagerInquiryItem })
  | (Common & { kind: 'product'; item: ProductRequestItem });

/** Filter values: a stored status, or `open` for everything still waiting for the team (the server's rule). */
export const OPEN = OPEN_REQUESTS;
/** A location's Requests tab shows both tables in one list, so its status filter offers both vocabularies. */
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
/** /admin-manager-requests shows each table in its own tab, with its own statuses. */
/** A status filter's label: "Open (waiting)" for `open`, the status's own label otherwise. */
export const statusOptionLabel = (value: string) => (value === OPEN ? 'Open (waiting)' : statusLabel(value));
export const inquiryStatusOptions = [OPEN, ...managerInquiryStatuses] as const;
export const productStatusOptions = [OPEN, ...productRequestStatuses] as const;
const inquiryOnly = new Set<string>(['in_progress', 'resolved', 'closed']);
const productOnly = new Set<string>(['approved', 'fulfilled', 'declined']);

/** Which of the two lists a filter needs at all (a product-only status never matches a question, and so on). */
export function sourcesFor(kind: string, status: string) {
  return {
    inquiries: kind !== 'product' && !productOnly.has(status),
    products: (kind === '' || kind === 'product') && !inquiryOnly.has(status),
  };
}

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
    answeredBy: item.respondedBy,
    answeredAt: item.respondedAt,
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
    answeredBy: item.respondedBy,
    answeredAt: item.respondedAt,
    createdAt: item.createdAt,
  };
}

/** One location's two lists, each filtered by the server, as one, newest first. */
export function mergeRequests(
  inquiries: readonly ManagerInquiryItem[],
  products: readonly ProductRequestItem[],
): ManagerRequest[] {
  return [...inquiries.map(fromInquiry), ...products.map(fromProductRequest)].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
}

/** A page of either list as rows of the requests table. */
export const inquiryRows = (page: Page<ManagerInquiryItem>): Page<ManagerRequest> => ({
  ...page,
  items: page.items.map(fromInquiry),
});
export const productRows = (page: Page<ProductRequestItem>): Page<ManagerRequest> => ({
  ...page,
  items: page.items.map(fromProductRequest),
});
