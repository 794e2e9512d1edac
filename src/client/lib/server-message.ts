import { parseApiError } from './api';

/** The server's own message for a toast ("Error creating user" + message, docs/product/public-site.md). */
export function serverMessage(error: unknown): string {
  const details = parseApiError(error);
  if (!details) return error instanceof Error ? error.message : 'Something went wrong';
  const field = Object.values(details.fieldErrors)[0]?.[0];
  return field ?? (details.message || `Request failed (${details.status})`);
}
