import { liveChatApi } from '../../../../../contracts/live-chat';
import { call } from '../../../../lib/api';

// Signals, not changes: a lost one costs a dot or a mark for a moment, so failures are only logged.
const quietly = (sent: Promise<unknown>) =>
  void sent.catch((error: unknown) => console.warn('Live chat signal not sent', error));

/** `liveChatApi.staffTyping`: the visitor sees that you are typing. */
export const sendTyping = (sessionId: string) =>
  quietly(call(liveChatApi.staffTyping, { params: { sessionId }, body: {} }));

/** `liveChatApi.staffRead`: the visitor sees "Seen" under their messages up to this one. */
export const sendRead = (sessionId: string, upTo: number) =>
  quietly(call(liveChatApi.staffRead, { params: { sessionId }, body: { upTo } }));
