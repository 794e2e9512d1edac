/** A request refused by a rule, with its HTTP status; the errors plugin answers with this message. */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}
