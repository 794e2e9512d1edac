import { z } from 'zod';
import { countsOf, idParams, listOrPage, paging, search, storedRecord } from './common';
import { endpoint } from './endpoint';
import {
  brandAssetStatuses,
  brandAssetTypes,
  managerInquiryStatuses,
  milestoneStatuses,
  milestoneTypes,
  partnershipFeedbackStatuses,
  partnershipStages,
  priorities,
  productRequestStatuses,
  timelineStatuses,
} from './enums';
import { errorsOf, isCalendarDay, optionalLine, optionalText, requiredLine, requiredText } from './fields';
import { rating, recordId, urlId } from './numbers';
import { text } from './text';

// The partnership journey of one location (docs/product/property-managers-and-journey.md): what Timeline Management edits and the
// portal shows. Dates are calendar days, `yyyy-MM-dd`.

export const calendarDate = text('Date', { trim: true })
  .optional()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCalendarDay(value), 'Use a date like 2026-11-30');

export const locationQuery = z.object({ locationId: urlId('Location') });

/** A record of one location as the API answers it: its id and its location's, then its own fields. */
const locationRecord = <Shape extends z.ZodRawShape>(shape: Shape) =>
  storedRecord({ locationId: z.number().int(), ...shape });

/** The body that adds a record to a location: what an edit of the record takes, and the location. */
const addedToLocation = <Shape extends z.ZodRawShape>(body: z.ZodObject<Shape>) =>
  body.extend({ locationId: recordId('Location') });
/** Lists across locations (feedback, requests): one location, or all when none is given. */
export const optionalLocationQuery = z.object({
  locationId: urlId('Location').optional(),
  status: text('Status', { trim: true }).max(30, 'Status must be at most 30 characters').optional(),
});

// ── Milestones (docs/product/property-managers-and-journey.md) ─────────────────────────────────────────────────
export const milestoneRequest = z.object({
  milestoneType: z.enum(milestoneTypes, { error: 'Choose a milestone type' }),
  title: requiredLine('Title', 200),
  description: optionalText('Description', 5000),
  targetDate: calendarDate,
  completedDate: calendarDate,
  status: z.enum(milestoneStatuses, { error: 'Choose a status' }),
  assignedTo: optionalLine('Assigned to', 120),
  notes: optionalText('Notes', 5000),
});
export const createMilestoneRequest = addedToLocation(milestoneRequest);
export type MilestoneRequest = z.input<typeof milestoneRequest>;
export const milestoneItem = locationRecord({
  milestoneType: z.enum(milestoneTypes),
  title: z.string(),
  description: z.string().nullable(),
  targetDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  status: z.enum(milestoneStatuses),
  assignedTo: z.string().nullable(),
  notes: z.string().nullable(),
});
export type MilestoneItem = z.infer<typeof milestoneItem>;

// ── Installation timeline ─────────────────────────────────────────────────────────────────────────────────────
export const timelineItemRequest = z.object({
  title: requiredLine('Title', 200),
  description: optionalText('Description', 5000),
  status: z.enum(timelineStatuses).default('pending'),
  estimatedDate: calendarDate,
  actualDate: calendarDate,
  notes: optionalText('Notes', 5000),
});
export const createTimelineItemRequest = addedToLocation(timelineItemRequest);
export type TimelineItemRequest = z.input<typeof timelineItemRequest>;
export const timelineItem = locationRecord({
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(timelineStatuses),
  estimatedDate: z.string().nullable(),
  actualDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TimelineItem = z.infer<typeof timelineItem>;

// ── Partnership feedback: the manager writes, the team responds ──────────────────────────────────────────────
export const partnershipFeedbackRequest = z.object({
  feedbackType: z.enum(['general', 'installation', 'service', 'products', 'billing', 'suggestion']).default('general'),
  rating: rating().optional(),
  subject: requiredLine('Subject', 200),
  message: requiredText('Message', 5000),
});
export type PartnershipFeedbackRequest = z.input<typeof partnershipFeedbackRequest>;
export const feedbackResponseRequest = z.object({
  status: z.enum(partnershipFeedbackStatuses),
  response: optionalText('Response', 5000),
});
export const partnershipFeedbackItem = locationRecord({
  locationName: z.string().optional(),
  feedbackType: z.string(),
  rating: z.number().int().nullable(),
  subject: z.string(),
  message: z.string(),
  submittedBy: z.string().nullable(),
  submittedByEmail: z.string().nullable(),
  status: z.enum(partnershipFeedbackStatuses),
  response: z.string().nullable(),
  respondedBy: z.string().nullable(),
  respondedDate: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnershipFeedbackItem = z.infer<typeof partnershipFeedbackItem>;

// ── Decisions per stage ──────────────────────────────────────────────────────────────────────────────────────
export const decisionRequest = z.object({
  decisionStage: z.enum(partnershipStages, { error: 'Choose a stage' }),
  decisionMade: z.boolean().default(false),
  decisionDate: calendarDate,
  decisionNotes: optionalText('Decision notes', 5000),
  nextSteps: optionalText('Next steps', 5000),
});
export const createDecisionRequest = addedToLocation(decisionRequest);
export type DecisionRequest = z.input<typeof decisionRequest>;
export const decisionItem = locationRecord({
  decisionStage: z.enum(partnershipStages),
  decisionMade: z.boolean(),
  decisionDate: z.string().nullable(),
  decisionNotes: z.string().nullable(),
  nextSteps: z.string().nullable(),
  createdAt: z.string(),
});
export type DecisionItem = z.infer<typeof decisionItem>;

// ── Brand assets: the manager submits a logo or a colour scheme, the team approves or rejects with a note ──────
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 512 * 1024;
const hexColour = text('Colour', { trim: true }).regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f6feb');
export const brandAssetRequest = z.discriminatedUnion('assetType', [
  z.object({
    assetType: z.literal('logo'),
    assetName: requiredLine('Name', 200),
    description: optionalText('Description', 2000),
    // A data URL: its type and decoded size are checked on the server (brand-assets.ts).
    assetData: text('Logo')
      .min(1, 'Choose a logo file')
      .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100, 'The logo is larger than 512 KB'),
  }),
  z.object({
    assetType: z.literal('color_scheme'),
    assetName: requiredLine('Name', 200),
    description: optionalText('Description', 2000),
    colours: z.array(hexColour).min(1, 'Add at least one colour').max(6, 'At most six colours'),
  }),
]);
export type BrandAssetRequest = z.input<typeof brandAssetRequest>;
// A rejection says why, so the manager knows what to send instead (decision 019); an approval's note is optional.
export const brandAssetReviewRequest = z
  .object({
    status: z.enum(['approved', 'rejected']),
    note: optionalText('Note', 2000),
  })
  .refine((review) => review.status !== 'rejected' || review.note !== undefined, {
    path: ['note'],
    message: 'Say why the asset is rejected',
  });
export const brandAssetItem = locationRecord({
  assetType: z.enum(brandAssetTypes),
  assetName: z.string(),
  assetUrl: z.string().nullable(),
  assetData: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(brandAssetStatuses),
  reviewNote: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedDate: z.string().nullable(),
  createdAt: z.string(),
});
export type BrandAssetItem = z.infer<typeof brandAssetItem>;

// ── Requests from the manager: meetings and questions, products; restock dates ───────────────────────────────
/**
 * A request from a manager as the API answers it: its location's name (the back office lists them across
 * locations), its own fields, then who wrote the answer the manager reads and when (beyond the spec).
 */
const answeredRequest = <Shape extends z.ZodRawShape>(shape: Shape) =>
  locationRecord({
    locationName: z.string().optional(),
    ...shape,
    respondedBy: z.string().nullable(),
    respondedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

export const managerInquiryTypes = ['meeting', 'general', 'installation', 'service', 'billing'] as const;
export const managerInquiryRequest = z.object({
  inquiryType: z.enum(managerInquiryTypes).default('general'),
  priority: z.enum(priorities).default('medium'),
  subject: requiredLine('Subject', 200),
  message: requiredText('Message', 5000),
  managerPhone: optionalLine('Phone', 40),
});
export type ManagerInquiryRequest = z.input<typeof managerInquiryRequest>;
export const managerInquiryAnswer = z.object({
  status: z.enum(managerInquiryStatuses),
  assignedTo: optionalLine('Assigned to', 120),
  resolution: optionalText('Answer', 5000),
});
export const managerInquiryItem = answeredRequest({
  managerName: z.string(),
  managerEmail: z.string().nullable(),
  managerPhone: z.string().nullable(),
  inquiryType: z.string(),
  priority: z.enum(priorities),
  subject: z.string(),
  message: z.string(),
  status: z.enum(managerInquiryStatuses),
  assignedTo: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type ManagerInquiryItem = z.infer<typeof managerInquiryItem>;

export const productRequestRequest = z.object({
  productName: requiredLine('Product', 200),
  productCategory: optionalLine('Category', 100),
  justification: optionalText('Why', 2000),
  urgency: z.enum(priorities).default('medium'),
});
export type ProductRequestRequest = z.input<typeof productRequestRequest>;
export const productRequestAnswer = z.object({
  status: z.enum(productRequestStatuses),
  response: optionalText('Answer', 5000),
});
export const productRequestItem = answeredRequest({
  requestedBy: z.string(),
  requestedByEmail: z.string().nullable(),
  productName: z.string(),
  productCategory: z.string().nullable(),
  justification: z.string().nullable(),
  urgency: z.enum(priorities),
  status: z.enum(productRequestStatuses),
  response: z.string().nullable(),
});
export type ProductRequestItem = z.infer<typeof productRequestItem>;

// ── The two request lists the back office reads (decision 019) ──────────────────────────────────────────────
/** A status filter's extra choice: waiting for the team, that is pending or in progress. */
export const OPEN_REQUESTS = 'open';
/** Without `page` a request list answers the whole filtered list, newest first, but never more than this. */
export const UNPAGED_REQUESTS_CAP = 2000;
export const inquiryKinds = ['meeting', 'question'] as const;
const requestListQuery = {
  locationId: urlId('Location').optional(),
  search,
  ...paging,
};
/** GET /api/admin/manager-inquiries: `kind` meeting is an inquiry of type meeting, question any other type. */
export const managerInquiryListQuery = z.object({
  ...requestListQuery,
  status: z.enum([OPEN_REQUESTS, ...managerInquiryStatuses]).optional(),
  kind: z.enum(inquiryKinds).optional(),
  inquiryType: z.enum(managerInquiryTypes).optional(),
  priority: z.enum(priorities).optional(),
});
export type ManagerInquiryListQuery = z.input<typeof managerInquiryListQuery>;
export const managerInquiryListResponse = listOrPage(managerInquiryItem);
/** GET /api/admin/product-requests: `open` is pending (a product request is never in progress). */
export const productRequestListQuery = z.object({
  ...requestListQuery,
  status: z.enum([OPEN_REQUESTS, ...productRequestStatuses]).optional(),
  urgency: z.enum(priorities).optional(),
});
export type ProductRequestListQuery = z.input<typeof productRequestListQuery>;
export const productRequestListResponse = listOrPage(productRequestItem);

export const restockRequest = z.object({
  locationId: recordId('Location'),
  restockDate: calendarDate.pipe(z.string({ error: 'Restock date is required' })),
  products: optionalText('Products', 2000),
  restockedBy: optionalLine('Restocked by', 120),
  notes: optionalText('Notes', 2000),
});
export const restockItem = locationRecord({
  restockDate: z.string(),
  products: z.string().nullable(),
  restockedBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type RestockItem = z.infer<typeof restockItem>;

/** Timeline Management's Overview tab: the journey at a glance. */
export const locationOverview = z.object({
  stage: z.enum(partnershipStages),
  progress: z.number().int(),
  milestones: z.object({ total: z.number().int(), completed: z.number().int(), next: milestoneItem.nullable() }),
  nextTimelineItem: timelineItem.nullable(),
  ...countsOf(['openFeedback', 'pendingAssets', 'openRequests', 'decisions']),
  nextRestockDate: z.string().nullable(),
});
export type LocationOverview = z.infer<typeof locationOverview>;

// ── The calls of the journey (Timeline Management and the screens its dialog links to; decision 007: admins and
// managers) ──────────────────────────────────────────────────────────────────────────────────────────────────
const tags = ['partnership journey'];
/** A refused field (400) or a record or location that does not exist (404). */
const errors = errorsOf(400, 404);
/** The two request lists (decision 019): what their OpenAPI operation says beyond the summary. */
const requestListDescription = `Searched, filtered and newest first; with \`page\` one page and the total, without it the whole list (at most ${UNPAGED_REQUESTS_CAP.toLocaleString('en-US')}).`;

/** One location's records of a kind (`?locationId=`). */
const locationList = <const Path extends string, Item extends z.ZodType>(path: Path, summary: string, item: Item) =>
  endpoint({ method: 'GET', path, summary, tags, query: locationQuery, answer: z.array(item), errors });

/** A record added to the location its body names, answered with the record. */
const addition = <const Path extends string, Body extends z.ZodType, Item extends z.ZodType>(
  path: Path,
  summary: string,
  body: Body,
  item: Item,
) => endpoint({ method: 'POST', path, summary, tags, body, answer: item, status: 201, errors });

/** The record `:id` changed by the team, answered as it now is. */
const change = <const Path extends string, Body extends z.ZodType, Item extends z.ZodType>(
  path: Path,
  summary: string,
  body: Body,
  item: Item,
) => endpoint({ method: 'PUT', path, summary, tags, params: idParams, body, answer: item, errors });

export const journeyApi = {
  // Each kind of journey record: one location's list, a record added to a location, one edited.
  milestones: locationList('/api/partnership-milestones', "A location's milestones", milestoneItem),
  addMilestone: addition('/api/partnership-milestones', 'Add a milestone', createMilestoneRequest, milestoneItem),
  editMilestone: change('/api/partnership-milestones/:id', 'Edit a milestone', milestoneRequest, milestoneItem),
  timelineItems: locationList('/api/installation-timeline', "A location's timeline items", timelineItem),
  addTimelineItem: addition(
    '/api/installation-timeline',
    'Add a timeline item',
    createTimelineItemRequest,
    timelineItem,
  ),
  editTimelineItem: change('/api/installation-timeline/:id', 'Edit a timeline item', timelineItemRequest, timelineItem),
  decisions: locationList('/api/partnership-decisions', "A location's decisions", decisionItem),
  addDecision: addition('/api/partnership-decisions', 'Add a decision', createDecisionRequest, decisionItem),
  editDecision: change('/api/partnership-decisions/:id', 'Edit a decision', decisionRequest, decisionItem),
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/locations/:id/overview',
    summary: "A location's journey at a glance",
    tags,
    params: idParams,
    answer: locationOverview,
    errors,
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/api/partnership-feedback',
    summary: 'Partnership feedback of one location, or of all',
    tags,
    query: optionalLocationQuery,
    answer: z.array(partnershipFeedbackItem),
  }),
  respondToFeedback: change(
    '/api/partnership-feedback/:id',
    'Respond to partnership feedback and set its status',
    feedbackResponseRequest,
    partnershipFeedbackItem,
  ),
  brandAssets: locationList('/api/branding-assets', "A location's brand assets", brandAssetItem),
  reviewBrandAsset: change(
    '/api/branding-assets/:id/review',
    'Approve or reject a brand asset with a note',
    brandAssetReviewRequest,
    brandAssetItem,
  ),
  managerInquiries: endpoint({
    method: 'GET',
    path: '/api/admin/manager-inquiries',
    summary: 'Meeting requests and questions from property managers',
    description: requestListDescription,
    tags,
    query: managerInquiryListQuery,
    answer: managerInquiryListResponse,
    errors: errorsOf(400),
  }),
  answerManagerInquiry: change(
    '/api/admin/manager-inquiries/:id',
    'Assign, answer or close a manager request',
    managerInquiryAnswer,
    managerInquiryItem,
  ),
  productRequests: endpoint({
    method: 'GET',
    path: '/api/admin/product-requests',
    summary: 'Product requests from property managers',
    description: requestListDescription,
    tags,
    query: productRequestListQuery,
    answer: productRequestListResponse,
    errors: errorsOf(400),
  }),
  answerProductRequest: change(
    '/api/admin/product-requests/:id',
    'Answer a product request',
    productRequestAnswer,
    productRequestItem,
  ),
  restocks: locationList('/api/admin/restocks', "A location's restocks", restockItem),
  scheduleRestock: addition('/api/admin/restocks', 'Put a restock on the calendar', restockRequest, restockItem),
};
