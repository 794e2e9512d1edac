import { widgetLiveChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/** `liveChatApi.visitorEnd`: the visitor ends the chat with a person; the assistant answers again. */
export async function endLiveChat(sessionId: string): Promise<void> {
  await call(widgetLiveChatApi.visitorEnd, { params: { sessionId }, body: {} });
}
