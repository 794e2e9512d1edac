import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { feedbackListQuery, inquiryListQuery } from '../../contracts/dashboard';
import { feedbackFilters } from '../features/feedback/inbox';
import { inquiryFilters } from '../features/inquiries/inbox';
import { managerInquirySearched, productRequestSearched } from '../features/locations/requests/manager-requests';
import { searchAcross } from '../lib/list-queries';
import { setupTestApp } from '../testing/test-app';
import { rowsOf } from './client';
import { contactInquiries, customerFeedback, productRequests, propertyManagerInquiries } from './schema/index';

// Each list's "contains" search is written so that its table's trigram index can answer it (migration 0013). If the
// searched columns and the index drift apart, the search still works but reads every row: this catches it.
describe('the list searches can use their trigram indexes', () => {
  const ctx = setupTestApp({ truncate: false });

  const searches: { index: string; table: PgTable; where: SQL | undefined }[] = [
    {
      index: 'contact_inquiries_search_trgm_idx',
      table: contactInquiries,
      where: inquiryFilters(inquiryListQuery.parse({ search: 'riverton' })),
    },
    {
      index: 'customer_feedback_search_trgm_idx',
      table: customerFeedback,
      where: feedbackFilters(feedbackListQuery.parse({ search: 'riverton' })),
    },
    {
      index: 'pm_inquiries_search_trgm_idx',
      table: propertyManagerInquiries,
      where: searchAcross('riverton', managerInquirySearched(propertyManagerInquiries)),
    },
    {
      index: 'product_requests_search_trgm_idx',
      table: productRequests,
      where: searchAcross('riverton', productRequestSearched(productRequests)),
    },
  ];

  for (const { index, table, where } of searches) {
    it(`${index} answers its list's search`, async () => {
      // With sequential scans priced out, the planner takes the index whenever the expression matches it.
      const plan = await ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select 1 from ${table} where ${where}`));
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
    });
  }
});
