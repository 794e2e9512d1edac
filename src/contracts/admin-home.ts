import { z } from 'zod';
import { countsOf } from './common';
import { endpoint } from './endpoint';
import { emailAddress, errorsOf, successResponse } from './fields';

/** GET /api/admin/overview: the admin home's Quick Overview (docs/product/back-office.md). */
export const adminOverviewResponse = z.object(
  countsOf(['totalInquiries', 'pendingFeedback', 'chatSessions', 'activeUsers', 'propertyManagers']),
);
export type AdminOverview = z.infer<typeof adminOverviewResponse>;

/**
 * GET /api/admin/waiting: what waits for the team, shown beside the back office navigation. A count the caller's
 * role may not open is null (decision 033).
 */
export const waitingCountsResponse = z.object({
  openInquiries: z.number().int(),
  pendingFeedback: z.number().int(),
  openManagerRequests: z.number().int().nullable(),
  pendingReviews: z.number().int(),
  pendingSuggestions: z.number().int().nullable(),
});
export type WaitingCounts = z.infer<typeof waitingCountsResponse>;

/** POST /api/admin/test-email: sends the welcome test e-mail to one address. */
export const testEmailRequest = z.object({ email: emailAddress });
export type TestEmailRequest = z.input<typeof testEmailRequest>;
export const testEmailResponse = successResponse.extend({ mailId: z.number().int() });

const tags = ['back office'];

/** The admin home: its counts, the counts beside the navigation; and the test e-mail, sent from the E-mail Log. */
export const adminHomeApi = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Quick Overview counts of the admin home',
    tags,
    answer: adminOverviewResponse,
  }),
  waiting: endpoint({
    method: 'GET',
    path: '/api/admin/waiting',
    summary: 'What waits for the team, for the counts beside the navigation',
    tags,
    answer: waitingCountsResponse,
  }),
  testEmail: endpoint({
    method: 'POST',
    path: '/api/admin/test-email',
    summary: 'Send the welcome test e-mail through the mail service',
    tags,
    body: testEmailRequest,
    answer: testEmailResponse,
    errors: errorsOf(400),
  }),
};
