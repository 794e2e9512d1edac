// Durations shared by server and client, in milliseconds unless the name says otherwise; no runtime dependencies.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The promise made on every page: a response within 24 hours (docs/product/contact-and-feedback.md#response-promise). */
export const RESPONSE_PROMISE_HOURS = 24;
export const RESPONSE_PROMISE_MS = RESPONSE_PROMISE_HOURS * HOUR_MS;

/** Whether the runtime knows this IANA time zone (America/Los_Angeles, Europe/Paris, UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
