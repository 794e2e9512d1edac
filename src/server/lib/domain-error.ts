/**
 * What went wrong with a request, in the domain's words: the one error type services, routes and guards throw when a
 * rule says no. The errors plugin (plugins/errors.ts) alone turns a kind into an HTTP status:
 * - `invalid`: the input breaks a rule the contract cannot state (400), with field errors when it is about fields;
 * - `unauthenticated`: no valid session or sign-in (401);
 * - `refused`: the caller may not do this (403);
 * - `not_found`: the record does not exist (404);
 * - `conflict`: the record's state does not allow it (409);
 * - `too_many`: a limit on how often was reached (429), with the seconds to wait when known (Retry-After).
 */
export type DomainErrorKind = 'invalid' | 'unauthenticated' | 'refused' | 'not_found' | 'conflict' | 'too_many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** For `too_many`: how many seconds until it may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const refused = (message: string) => new DomainError('refused', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new DomainError('too_many', message, undefined, retryAfterSeconds);

/** Invalid input in one field, in the shape of a validation failure. */
export const invalidField = (field: string, message: string, summary = 'Please check the highlighted fields.') =>
  new DomainError('invalid', summary, { [field]: [message] });

/** A value of one field that another record already holds (a name, a shortcut): 409 naming the field. */
export const conflictingField = (field: string, message: string) =>
  new DomainError('conflict', message, { [field]: [message] });
