import { describe, expect, it } from 'vitest';
import type { ManagerInquiryItem, ProductRequestItem } from '../../../../../../contracts/partnership';
import { inquiryRows, mergeRequests, OPEN, productRows, sourcesFor } from './request-model';

const inquiry = (id: number, inquiryType: string, status: ManagerInquiryItem['status'], createdAt: string) =>
  ({
    id,
    locationId: 1,
    locationName: 'Bayside Towers',
    managerName: 'Ann Lee',
    managerEmail: 'ann@example.com',
    managerPhone: null,
    inquiryType,
    priority: 'medium',
    subject: `Inquiry ${id}`,
    message: 'Hello',
    status,
    assignedTo: null,
    resolution: null,
    respondedBy: null,
    respondedAt: null,
    createdAt,
    updatedAt: createdAt,
  }) satisfies ManagerInquiryItem;

const product = (id: number, status: ProductRequestItem['status'], createdAt: string) =>
  ({
    id,
    locationId: 1,
    requestedBy: 'Ann Lee',
    requestedByEmail: null,
    productName: `Product ${id}`,
    productCategory: null,
    justification: null,
    urgency: 'low',
    status,
    response: 'On the next restock',
    respondedBy: 'Sam Rivera',
    respondedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  }) satisfies ProductRequestItem;

describe('manager requests as one list', () => {
  const inquiries = [
    inquiry(1, 'meeting', 'pending', '2026-11-01T10:00:00.000Z'),
    inquiry(2, 'billing', 'in_progress', '2026-11-03T10:00:00.000Z'),
    inquiry(3, 'general', 'closed', '2026-11-04T10:00:00.000Z'),
  ];
  const products = [
    product(1, 'pending', '2026-11-02T10:00:00.000Z'),
    product(2, 'approved', '2026-11-05T10:00:00.000Z'),
  ];

  it('merges meetings, questions and products newest first, with the answer of each', () => {
    const all = mergeRequests(inquiries, products);
    expect(all.map((request) => request.key)).toEqual([
      'product-2',
      'inquiry-3',
      'inquiry-2',
      'product-1',
      'inquiry-1',
    ]);
    expect(all.map((request) => request.kind)).toEqual(['product', 'question', 'question', 'product', 'meeting']);
    expect(all[0]?.answer).toBe('On the next restock');
  });

  it('reads only the lists a filter can match', () => {
    expect(sourcesFor('product', '')).toEqual({ inquiries: false, products: true });
    expect(sourcesFor('meeting', '')).toEqual({ inquiries: true, products: false });
    expect(sourcesFor('', 'closed')).toEqual({ inquiries: true, products: false });
    expect(sourcesFor('', 'fulfilled')).toEqual({ inquiries: false, products: true });
    expect(sourcesFor('', OPEN)).toEqual({ inquiries: true, products: true });
  });

  it('turns a page of either list into table rows, keeping the total', () => {
    const page = inquiryRows({ items: inquiries.slice(0, 2), total: 40, page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 40, page: 2, pageSize: 2 });
    expect(page.items.map((request) => [request.kind, request.title])).toEqual([
      ['meeting', 'Inquiry 1'],
      ['question', 'Inquiry 2'],
    ]);
    expect(productRows({ items: products, total: 2, page: 1, pageSize: 25 }).items.map((r) => r.title)).toEqual([
      'Product 1',
      'Product 2',
    ]);
  });
});
