import { z } from 'zod';
import { idParams, listOrPage, pagingOf, storedRecord } from './common';
import { endpoint } from './endpoint';
import { installationStatuses, isOneOf, type PartnershipStage, partnershipStages } from './enums';
import {
  changeErrors,
  emailAddress,
  phoneNumber,
  requiredLine,
  requiredText,
  searchText,
  successResponse,
} from './fields';
import { installationDetails, installationDetailsRequest } from './installation';
import { calendarDate } from './partnership';
import { portalPassword } from './passwords';
import { removeById } from './record-calls';
import { text } from './text';

const paging = pagingOf(50);

/** Location codes: letters, digits and dashes, stored uppercased (trimmed, as the portal login reads them). */
export const locationCode = text('Location code', { trim: true })
  .min(1, 'Location code is required')
  .max(20, 'Location code must be at most 20 characters')
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9-]+$/.test(value), 'Use letters, digits and dashes only');

/** 25/50/75/100 over the four stages; an unknown stage counts as exploring (docs/product/property-managers-and-journey.md). */
export function stageProgress(stage: string | null | undefined): number {
  return (partnershipStages.indexOf(knownStage(stage)) + 1) * 25;
}

/** The stage as the journey shows it: an unknown or missing stage reads as exploring. */
export function knownStage(stage: string | null | undefined): PartnershipStage {
  return stage && isOneOf(partnershipStages, stage) ? stage : partnershipStages[0];
}

/** "Stage 3 of 4": how the percent reads beside milestone counts, which are not what it measures. */
export const stageStep = (progress: number) => `Stage ${Math.round(progress / 25)} of ${partnershipStages.length}`;

/** GET /api/admin/locations: search (location name, code, manager), both filters, optional paging. */
export const locationListQuery = z.object({
  search: searchText,
  installationStatus: z.enum(installationStatuses).optional(),
  partnershipStage: z.enum(partnershipStages).optional(),
  ...paging,
});
export type LocationListQuery = z.input<typeof locationListQuery>;

const accountFields = {
  locationName: requiredLine('Location name', 200),
  address: requiredText('Address', 500),
  propertyManager: requiredLine('Property manager', 120),
  contactEmail: emailAddress,
  contactPhone: phoneNumber,
  installationStatus: z.enum(installationStatuses, { error: 'Choose an installation status' }),
  partnershipStage: z.enum(partnershipStages, { error: 'Choose a partnership stage' }),
  // Beyond the spec's form: the date the portal's Overview shows the manager (blank clears it).
  estimatedInstallationDate: calendarDate,
};

/** POST /api/admin/locations (docs/product/property-managers-and-journey.md: every field required). */
export const createLocationRequest = z.object({
  ...accountFields,
  locationCode,
  password: portalPassword,
});
export type CreateLocationRequest = z.input<typeof createLocationRequest>;
export type CreateLocationInput = z.output<typeof createLocationRequest>;

/** PUT /api/admin/locations/{id}: the edit form's fields, or a stage alone from the journey dialog; the code is locked. */
export const updateLocationRequest = z
  .object(accountFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type UpdateLocationRequest = z.input<typeof updateLocationRequest>;

export const resetLocationPasswordRequest = z.object({ password: portalPassword });

export const locationItem = storedRecord({
  locationName: z.string(),
  locationCode: z.string(),
  address: z.string(),
  propertyManager: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  installationStatus: z.enum(installationStatuses),
  partnershipStage: z.enum(partnershipStages),
  progress: z.number().int(),
  passwordChangeRequired: z.boolean(),
  estimatedInstallationDate: z.string().nullable(),
  nextRestockDate: z.string().nullable(),
  installation: installationDetails,
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LocationItem = z.infer<typeof locationItem>;

export const locationListResponse = listOrPage(locationItem);

// /admin-property-managers: the location accounts of the portal (decision 007: admins and managers).
const tags = ['property managers'];

export const locationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/locations',
    summary: 'Location accounts by name',
    tags,
    query: locationListQuery,
    answer: locationListResponse,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/locations/:id',
    summary: 'One location',
    tags,
    params: idParams,
    answer: locationItem,
    errors: changeErrors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/locations',
    summary: 'Create a property manager account; the welcome e-mail carries the credentials',
    tags,
    body: createLocationRequest,
    answer: locationItem,
    status: 201,
    errors: changeErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/locations/:id',
    summary: 'Edit a location (the code is locked), or set its partnership stage alone',
    tags,
    params: idParams,
    body: updateLocationRequest,
    answer: locationItem,
    errors: changeErrors,
  }),
  updateInstallation: endpoint({
    method: 'PUT',
    path: '/api/admin/locations/:id/installation',
    summary: "Record the installation's machine, dates and staff notes (every field sent; a blank one is cleared)",
    tags,
    params: idParams,
    body: installationDetailsRequest,
    answer: locationItem,
    errors: changeErrors,
  }),
  remove: removeById('/api/admin/locations/:id', 'Delete a location and its partnership records', tags),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/admin/locations/:id/reset-password',
    summary: 'Set a new temporary portal password; open portal sessions end',
    tags,
    params: idParams,
    body: resetLocationPasswordRequest,
    answer: successResponse,
    errors: changeErrors,
  }),
};
