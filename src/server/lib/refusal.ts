/**
 * A request refused by a rule, with its HTTP status; the errors plugin answers with this message, and with the
 * field errors when the rule is about fields.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 429,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A 400 naming one field, in the shape of a validation failure. */
export const fieldRefusal = (field: string, message: string) =>
  new Refusal(400, 'Please check the highlighted fields.', { [field]: [message] });
