import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorsOf } from './fields';
import { text } from './text';

/** GET /api/admin/search: the command palette's record search (docs/product/back-office.md#admin-navigation). */
export const adminSearchQuery = z.object({
  q: text('Search', { trim: true })
    .min(2, 'Search must be at least 2 characters')
    .max(100, 'Search must be at most 100 characters'),
});
export type AdminSearchQuery = z.input<typeof adminSearchQuery>;

export const adminSearchKinds = ['inquiry', 'conversation', 'review', 'prospect', 'location'] as const;
export const adminSearchResult = z.object({
  kind: z.enum(adminSearchKinds),
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  /** The screen that shows it, opened on it. */
  href: z.string(),
});
export type AdminSearchResult = z.infer<typeof adminSearchResult>;
/** At most this many of each kind, newest first, only the kinds the caller's role may open. */
export const ADMIN_SEARCH_PER_KIND = 5;
export const adminSearchResponse = z.object({ results: z.array(adminSearchResult) });

export const adminSearchApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/admin/search',
    summary:
      "The command palette's search: inquiries, conversations, reviews, and for managers prospects and locations",
    tags: ['back office'],
    query: adminSearchQuery,
    answer: adminSearchResponse,
    errors: errorsOf(400),
  }),
};
