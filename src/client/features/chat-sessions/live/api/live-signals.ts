import { apiRequest } from '../../../../lib/api';
import { livePath } from './live-paths';

// Signals, not changes: a lost one costs a dot or a mark for a moment, so failures are only logged.
const quietly = (call: Promise<unknown>) =>
  void call.catch((error: unknown) => console.warn('Live chat signal not sent', error));

/** POST /api/admin/live/{sessionId}/typing: the visitor sees that you are typing. */
export const sendTyping = (sessionId: string) => quietly(apiRequest('POST', livePath(sessionId, 'typing'), {}));

/** POST /api/admin/live/{sessionId}/read: the visitor sees "Seen" under their messages up to this one. */
export const sendRead = (sessionId: string, upTo: number) =>
  quietly(apiRequest('POST', livePath(sessionId, 'read'), { upTo }));
