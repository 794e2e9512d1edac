import { PORTAL_LOGIN_INVALID } from '../../../../../contracts/portal';

export const PORTAL_LOGIN_FAILED = 'Authentication failed. Please try again.';

/**
 * The portal login's message for a failed sign-in (docs/product/portal.md): the server's own error text, else 'Invalid credentials';
 * no answer at all (the network) or a server fault reads 'Authentication failed. Please try again.'.
 */
export function loginErrorText(error: unknown): string {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return PORTAL_LOGIN_FAILED;
  if (Number(match[1]) >= 500) return PORTAL_LOGIN_FAILED;
  try {
    const body = JSON.parse(match[2] ?? '') as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error && body.error !== 'Bad Request') return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's page): nothing the manager can use.
  }
  return PORTAL_LOGIN_INVALID;
}
