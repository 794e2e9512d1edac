import { z } from 'zod';
import { idParams, listOrPage, pagingOf, storedRecord } from './common';
import { endpoint } from './endpoint';
import { leadSources, priorities, prospectFacilityTypes, prospectStatuses } from './enums';
import {
  changeErrors,
  emailAddress,
  isCalendarDay,
  optionalLine,
  optionalText,
  requiredLine,
  searchText,
  successResponse,
} from './fields';
import { createLocationRequest } from './property-managers';
import { removeById } from './record-calls';
import { text } from './text';

/** The create form offers the pipeline up to ready_to_activate (docs/product/prospects.md). */
export const openProspectStatuses = prospectStatuses.filter(
  (status) => status !== 'converted' && status !== 'lost',
) as readonly (typeof prospectStatuses)[number][];

export const FACILITY_CODE_PREFIX: Record<string, string> = {
  luxury_condos: 'LUX',
  medical_facilities: 'MED',
  corporate_offices: 'CORP',
  educational_institutions: 'EDU',
};

/** LUX/MED/CORP/EDU (otherwise GEN) plus 3 digits from the time (docs/product/prospects.md). */
export function suggestedLocationCode(facilityType: string, now = Date.now()): string {
  return `${FACILITY_CODE_PREFIX[facilityType] ?? 'GEN'}${String(now % 1000).padStart(3, '0')}`;
}

const isoDate = text('Date', { trim: true })
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use a date like 2026-11-30')
  .refine((value) => value === undefined || isCalendarDay(value), 'Not a real date');

/** POST /api/admin/crm-prospects and PUT .../{id}: the entity's fields and lengths (docs/product/prospects.md). */
export const prospectRequest = z.object({
  locationName: requiredLine('Location name', 200),
  address: optionalText('Address', 500),
  facilityType: z.enum(prospectFacilityTypes).default('luxury_condos'),
  contactName: requiredLine('Contact name', 100),
  contactEmail: text('Email', { trim: true })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(emailAddress.optional()),
  contactPhone: optionalLine('Contact phone', 20),
  companyName: optionalLine('Company', 200),
  status: z.enum(prospectStatuses).default('new_lead'),
  priority: z.enum(priorities).default('medium'),
  leadSource: z.enum(leadSources).default('website'),
  // Coerced to a number and optional (docs/product/prospects.md); whole dollars a year.
  estimatedRevenue: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: 'Estimated revenue must be a number' })
      .int('Estimated revenue is in whole dollars')
      .min(0, 'Estimated revenue cannot be negative')
      .max(1_000_000_000, 'Estimated revenue is too large')
      .optional(),
  ),
  estimatedTimeline: optionalLine('Estimated timeline', 50),
  notes: optionalText('Notes', 5000),
  lastContactDate: isoDate,
  nextFollowUpDate: isoDate,
  assignedTo: optionalLine('Assigned to', 120),
});
export type ProspectRequest = z.input<typeof prospectRequest>;
export type ProspectInput = z.output<typeof prospectRequest>;

/** PATCH /api/admin/crm-prospects/{id}/status: beyond the spec, the whole pipeline from the card. */
export const prospectStatusRequest = z.object({ status: z.enum(prospectStatuses) });

export const prospectListQuery = z.object({
  search: searchText,
  status: z.enum(prospectStatuses).optional(),
  priority: z.enum(priorities).optional(),
  facilityType: z.enum(prospectFacilityTypes).optional(),
  ...pagingOf(50, 500),
});
export type ProspectListQuery = z.input<typeof prospectListQuery>;

export const prospectItem = storedRecord({
  locationName: z.string(),
  address: z.string().nullable(),
  facilityType: z.enum(prospectFacilityTypes),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(prospectStatuses),
  priority: z.enum(priorities),
  leadSource: z.enum(leadSources),
  estimatedRevenue: z.number().int().nullable(),
  estimatedTimeline: z.string().nullable(),
  notes: z.string().nullable(),
  lastContactDate: z.string().nullable(),
  nextFollowUpDate: z.string().nullable(),
  assignedTo: z.string().nullable(),
  convertedToPropertyManager: z.boolean(),
  propertyManagerId: z.number().int().nullable(),
  contactInquiryId: z.number().int().nullable(),
  chatSessionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProspectItem = z.infer<typeof prospectItem>;
export const prospectListResponse = listOrPage(prospectItem);

/** POST /api/admin/crm-prospects/{id}/convert (activating the portal): the location account, with the dialog's editable defaults. */
export const convertProspectRequest = createLocationRequest;
export const convertProspectResponse = successResponse.extend({
  propertyManager: z.object({ id: z.number().int(), locationName: z.string(), locationCode: z.string() }),
});
export type ConvertProspectResponse = z.infer<typeof convertProspectResponse>;

/**
 * A prospect made from what a visitor left, beyond the spec: a contact inquiry (POST
 * /api/admin/contact-inquiries/{id}/prospect) or a conversation's contact (`chatSessionsApi.createProspect`).
 */
export const prospectMadeResponse = successResponse.extend({ prospectId: z.number().int() });

const tags = ['crm prospects'];

/** /admin-crm-prospects (admins and managers, decision 007): lead tracking before a portal exists, and activating one. */
export const prospectsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/crm-prospects',
    summary: 'Prospects, newest first, with search and filters',
    tags,
    query: prospectListQuery,
    answer: prospectListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/crm-prospects',
    summary: 'Add a prospect',
    tags,
    body: prospectRequest,
    answer: prospectItem,
    status: 201,
    errors: changeErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/crm-prospects/:id',
    summary: 'Edit a prospect',
    tags,
    params: idParams,
    body: prospectRequest,
    answer: prospectItem,
    errors: changeErrors,
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/crm-prospects/:id/status',
    summary: 'Move a prospect through the pipeline',
    tags,
    params: idParams,
    body: prospectStatusRequest,
    answer: prospectItem,
    errors: changeErrors,
  }),
  remove: removeById('/api/admin/crm-prospects/:id', 'Delete a prospect', tags),
  convert: endpoint({
    method: 'POST',
    path: '/api/admin/crm-prospects/:id/convert',
    summary: 'Activate the portal: create the location account, mark the prospect converted, e-mail the credentials',
    tags,
    params: idParams,
    body: convertProspectRequest,
    answer: convertProspectResponse,
    errors: changeErrors,
  }),
  fromInquiry: endpoint({
    method: 'POST',
    path: '/api/admin/contact-inquiries/:id/prospect',
    summary: 'Turn a contact inquiry into a prospect',
    tags,
    params: idParams,
    answer: prospectMadeResponse,
    status: 201,
    errors: changeErrors,
  }),
};
