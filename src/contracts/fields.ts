import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

/** A required piece of text (several lines allowed): trimmed, not blank, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  text(label, { multiline: true, trim: true })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text (several lines allowed): blank becomes undefined. */
export const optionalText = (label: string, max: number) =>
  text(label, { multiline: true, trim: true })
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A required one-line value (names, subjects): no line breaks or other control characters. */
export const requiredLine = (label: string, max: number) =>
  text(label, { trim: true }).min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** An optional one-line value: blank becomes undefined. */
export const optionalLine = (label: string, max: number) =>
  text(label, { trim: true })
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A search box's text: one line, trimmed, at most 200 characters. */
export const searchText = text('Search', { trim: true }).max(200, 'Search must be at most 200 characters').optional();

/**
 * A real day of the calendar as `yyyy-MM-dd`: "2026-02-30" parses in JavaScript (as 2 March) but is no date, and
 * year 0000 is one for JavaScript but not for PostgreSQL.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

// Exactly one address, no CR/LF (nodemailer would read a line break as a second recipient).
export const emailAddress = text('Email', { trim: true })
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

const phonePattern = /^\+?[0-9 ().-]{7,30}(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i;
export const phoneNumber = text('Phone', { trim: true })
  .min(1, 'Phone is required')
  .max(40, 'Phone must be at most 40 characters')
  .refine(
    (value) => phonePattern.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 7,
    'Enter a valid phone number',
  );

export const optionalPhoneNumber = text('Phone', { trim: true })
  .max(40, 'Phone must be at most 40 characters')
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || (phonePattern.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 7),
    'Enter a valid phone number',
  );

/** A form field that people never see: a filled-in value marks a simple bot. */
export const honeypot = text('Website').max(500).optional();

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** The body of every error answer: 400s carry the field errors. */
export const errorResponse = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  fieldErrors: fieldErrorsSchema.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });

/** The error answers a call declares, by status, each with the body of every error answer. */
export const errorsOf = <const Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<Status, typeof errorResponse>;

/**
 * The error answers a back-office change declares: a field its contract or a rule refuses (400), a record that does
 * not exist (404), a record whose state refuses the change (409).
 */
export const changeErrors = errorsOf(400, 404, 409);

/**
 * A public form's POST (contact, feedback): the form's fields as `body`, answered 201 `{ success: true }`, 400 for a
 * field that fails its contract and 429 past the public forms' limit.
 */
export const publicForm = <const Path extends string, Body extends z.ZodType>(
  path: Path,
  summary: string,
  body: Body,
) =>
  endpoint({
    method: 'POST',
    path,
    summary,
    tags: ['public'],
    status: 201,
    body,
    answer: successResponse,
    errors: errorsOf(400, 429),
  });
