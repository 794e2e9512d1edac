import { PORTAL_LOGIN_INVALID } from '../../../../../contracts/portal';
import { ApiError } from '../../../../lib/api';

export const PORTAL_LOGIN_FAILED = 'Authentication failed. Please try again.';

/**
 * The portal login's message for a failed sign-in (docs/product/portal.md): the server's own error text, else 'Invalid credentials';
 * no answer at all (the network) or a server fault reads 'Authentication failed. Please try again.'.
 */
export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return PORTAL_LOGIN_FAILED;
  try {
    // The sign-in answers in its own shape (`error`, not `message`): read from the body as sent.
    const body: unknown = JSON.parse(error.body);
    if (typeof body === 'object' && body !== null) {
      const { error: text, message } = body as { error?: unknown; message?: unknown };
      if (typeof text === 'string' && text && text !== 'Bad Request') return text;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON (a proxy's page): nothing the manager can use.
  }
  return PORTAL_LOGIN_INVALID;
}
