import { z } from 'zod';
import { listOrPage, paging, search } from './common';
import { contactFacilityTypes, feedbackIssueTypes, feedbackPriorities, feedbackStatuses } from './enums';
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

export const inquiryItem = z.object({
  id: z.number().int(),
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

export const feedbackItem = z.object({
  id: z.number().int(),
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
