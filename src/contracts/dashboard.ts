import { z } from 'zod';
import { idParams, listOrPage, paging, search, storedRecord } from './common';
import { endpoint } from './endpoint';
import { contactFacilityTypes, feedbackIssueTypes, feedbackPriorities, feedbackStatuses } from './enums';
import { errorsOf } from './fields';
import { text } from './text';

// Dashboard facility filters (docs/product/back-office.md) and the contact form's own values both work.
export const dashboardFacilityFilters = [
  'luxury-condos',
  'medical-facilities',
  'corporate-offices',
  'educational-institutions',
  ...contactFacilityTypes,
] as const;

/** GET /api/contact (and its CSV export): without `page` the whole filtered list, as the spec describes. */
export const inquiryListQuery = z.object({
  search,
  facility: z.enum(dashboardFacilityFilters).optional(),
  open: z.enum(['true', 'false']).optional(),
  ...paging,
});
export type InquiryListQuery = z.input<typeof inquiryListQuery>;

export const inquiryItem = storedRecord({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  facilityType: z.string(),
  companyName: z.string().nullable(),
  message: z.string().nullable(),
  customCabinetry: z.boolean(),
  contactedAt: z.string().nullable(),
  contactedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type InquiryItem = z.infer<typeof inquiryItem>;

/** GET /api/feedback (and its CSV export). */
export const feedbackListQuery = z.object({
  search,
  status: z.enum(feedbackStatuses).optional(),
  priority: z.enum(feedbackPriorities).optional(),
  issueType: z.enum(feedbackIssueTypes).optional(),
  ...paging,
});
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;

export const feedbackItem = storedRecord({
  customerName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string(),
  issueType: z.string(),
  priority: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(feedbackStatuses),
  resolution: z.string().nullable(),
  assignedTo: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const inquiryListResponse = listOrPage(inquiryItem);
export const feedbackListResponse = listOrPage(feedbackItem);

/** PATCH /api/feedback/:id (docs/product/back-office.md). */
export const updateFeedbackStatusRequest = z.object({
  status: z.enum(feedbackStatuses),
  resolution: text('Resolution', { multiline: true, trim: true })
    .max(5000, 'Resolution must be at most 5000 characters')
    .optional(),
});
export type UpdateFeedbackStatusRequest = z.input<typeof updateFeedbackStatusRequest>;

/** PATCH /api/contact/:id: beyond the spec, marks an inquiry as contacted (or open again). */
export const updateInquiryRequest = z.object({ contacted: z.boolean() });

/** GET /api/admin/dashboard/stats: the four stat cards, the 24-hour promise, and 12 weeks of intake. */
export const dashboardStatsResponse = z.object({
  inquiries: z.object({ total: z.number(), last7Days: z.number(), open: z.number(), overdue: z.number() }),
  feedback: z.object({
    total: z.number(),
    pending: z.number(),
    inProgress: z.number(),
    resolved: z.number(),
    urgentUnresolved: z.number(),
    overdue: z.number(),
    resolutionRate: z.number(),
  }),
  weekly: z.array(z.object({ weekStart: z.string(), inquiries: z.number(), feedback: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsResponse>;

const tags = ['dashboard'];
const notFound = errorsOf(404);

/**
 * The inquiry and feedback dashboard (docs/product/back-office.md#dashboard): the stat cards, and each inbox's list
 * (searched, filtered, sorted, paged with ?page), its CSV download of the same filtered list (a file: no answer
 * schema) and the change of one item.
 */
export const dashboardApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/stats',
    summary: 'Stat cards, overdue counts and 12 weeks of intake',
    tags,
    answer: dashboardStatsResponse,
  }),
  inquiries: endpoint({
    method: 'GET',
    path: '/api/contact',
    summary: 'Contact inquiries: search, filter, sort; paged with ?page',
    tags,
    query: inquiryListQuery,
    answer: inquiryListResponse,
  }),
  inquiriesCsv: endpoint({
    method: 'GET',
    path: '/api/contact/export.csv',
    summary: 'The filtered inquiries as CSV',
    tags,
    query: inquiryListQuery,
  }),
  updateInquiry: endpoint({
    method: 'PATCH',
    path: '/api/contact/:id',
    summary: 'Mark an inquiry contacted, or open again',
    tags,
    params: idParams,
    body: updateInquiryRequest,
    answer: inquiryItem,
    errors: notFound,
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/api/feedback',
    summary: 'Customer feedback: search, filter, sort; paged with ?page',
    tags,
    query: feedbackListQuery,
    answer: feedbackListResponse,
  }),
  feedbackCsv: endpoint({
    method: 'GET',
    path: '/api/feedback/export.csv',
    summary: 'The filtered feedback as CSV',
    tags,
    query: feedbackListQuery,
  }),
  updateFeedback: endpoint({
    method: 'PATCH',
    path: '/api/feedback/:id',
    summary: 'Set a feedback item to pending, in progress or resolved (with resolution notes)',
    tags,
    params: idParams,
    body: updateFeedbackStatusRequest,
    answer: feedbackItem,
    errors: notFound,
  }),
};
