import { z } from 'zod';
import { isCalendarDay } from './fields';
import { text } from './text';

/**
 * The dates of one installation (locations "dates"), in the order they happen. The estimate is also on
 * the account form; the others are recorded here as they come.
 */
export const installationDateFields = [
  ['agreementSignedDate', 'Agreement Signed'],
  ['siteSurveyDate', 'Site Survey'],
  ['installationScheduledDate', 'Installation Scheduled'],
  ['estimatedInstallationDate', 'Estimated Installation'],
  ['installationCompletedDate', 'Installation Completed'],
  ['operationalDate', 'Operational'],
] as const;
export type InstallationDateField = (typeof installationDateFields)[number][0];

// Nothing of an installation happens before its agreement, and a market opens only once it is installed.
const notBefore: Array<[later: InstallationDateField, earlier: InstallationDateField, message: string]> = [
  ['siteSurveyDate', 'agreementSignedDate', "The site survey can't be before the agreement was signed"],
  ['installationScheduledDate', 'agreementSignedDate', "The installation can't be scheduled before the agreement"],
  ['installationCompletedDate', 'agreementSignedDate', "The installation can't be completed before the agreement"],
  ['operationalDate', 'agreementSignedDate', "The market can't be operational before the agreement was signed"],
  ['operationalDate', 'installationCompletedDate', "The market can't be operational before it is installed"],
];

// Every field must be sent (a PUT replaces the whole record): blank or null clears it, a missing one is refused, so
// a client that sends only some fields cannot wipe the others by accident.
const missing = (label: string) => ({ error: `${label} is missing: send it, blank to clear it` });
const clearable = (label: string, max: number, multiline: boolean) =>
  z
    .string(missing(label))
    .pipe(text(label, { multiline, trim: true }).max(max, `${label} must be at most ${max} characters`))
    .nullable()
    .transform((value) => value || null);
const clearableText = (label: string, max: number) => clearable(label, max, true);
const clearableLine = (label: string, max: number) => clearable(label, max, false);
const clearableDate = (label: string) =>
  z
    .string(missing(label))
    .pipe(text(label, { trim: true }))
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDay(value), 'Use a date like 2026-11-30');

/**
 * PUT /api/admin/locations/{id}/installation: the machine and the dates of the installation, and staff notes.
 * Every field is sent; a blank one is cleared.
 */
export const installationDetailsRequest = z
  .object({
    machineModel: clearableLine('Machine model', 100),
    machineSerialNumber: clearableLine('Serial number', 100),
    agreementSignedDate: clearableDate('Agreement signed'),
    siteSurveyDate: clearableDate('Site survey'),
    installationScheduledDate: clearableDate('Installation scheduled'),
    estimatedInstallationDate: clearableDate('Estimated installation'),
    installationCompletedDate: clearableDate('Installation completed'),
    operationalDate: clearableDate('Operational'),
    notes: clearableText('Notes', 5000),
  })
  .strict()
  .superRefine((value, context) => {
    for (const [later, earlier, message] of notBefore) {
      const after = value[later];
      const before = value[earlier];
      if (after && before && after < before) context.addIssue({ code: 'custom', path: [later], message });
    }
  });
export type InstallationDetailsRequest = z.input<typeof installationDetailsRequest>;

/** Each date of an installation as the API answers it, in the order they happen: a calendar day, or null. */
const installationDates = Object.fromEntries(
  installationDateFields.map(([field]) => [field, z.string().nullable()]),
) as Record<InstallationDateField, z.ZodNullable<z.ZodString>>;

/** What the back office reads of an installation; the portal reads the same without the notes. */
export const installationDetails = z.object({
  machineModel: z.string().nullable(),
  machineSerialNumber: z.string().nullable(),
  ...installationDates,
  notes: z.string().nullable(),
});
export type InstallationDetails = z.infer<typeof installationDetails>;

export const portalInstallation = installationDetails.omit({ notes: true });
export type PortalInstallation = z.infer<typeof portalInstallation>;
