/**
 * What went wrong with a request, in the domain's words: the one error type services and routes throw when a rule
 * says no. The errors plugin (plugins/errors.ts) alone turns a kind into an HTTP status:
 * - `invalid`: the input breaks a rule the contract cannot state (400), with field errors when it is about fields;
 * - `refused`: the caller may not do this (403);
 * - `not_found`: the record does not exist (404);
 * - `conflict`: the record's state does not allow it (409);
 * - `too_many`: a limit on how often was reached (429).
 */
export type DomainErrorKind = 'invalid' | 'refused' | 'not_found' | 'conflict' | 'too_many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const refused = (message: string) => new DomainError('refused', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooMany = (message: string) => new DomainError('too_many', message);

/** Invalid input in one field, in the shape of a validation failure. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', 'Please check the highlighted fields.', { [field]: [message] });
