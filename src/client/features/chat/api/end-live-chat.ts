import { liveChatApi } from '../../../../contracts/live-chat';
import { call } from '../../../lib/api';

/** `liveChatApi.visitorEnd`: the visitor ends the chat with a person; the assistant answers again. */
export async function endLiveChat(sessionId: string): Promise<void> {
  await call(liveChatApi.visitorEnd, { params: { sessionId }, body: {} });
}
