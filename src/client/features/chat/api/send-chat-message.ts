import type { ChatRequest } from '../../../../contracts/chat';
import { widgetChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';
import { newClientMessageId } from '../../../lib/client-message-id';
import { resendableRequest } from '../../../lib/resendable-request';
import { visitorWhereabouts } from './visitor-whereabouts';

/**
 * `chatApi.send`: the conversation ending with the new user message; answers the reply and the session to keep.
 * The message carries its own id (one is made when the caller gave none), so when the network loses the answer it
 * is sent once more and answered as the first time, never stored twice (docs/product/live-chat.md). It says which
 * page the visitor is on and where they came from, for staff who take the chat.
 */
export async function sendChatMessage(body: ChatRequest) {
  const sent = { ...visitorWhereabouts(), ...body, clientMessageId: body.clientMessageId ?? newClientMessageId() };
  const reply = await resendableRequest(() => call(widgetChatApi.send, { body: sent }));
  // "success false" is a failure like a non-ok status (docs/product/chat-assistant.md).
  if (!reply.success) throw new Error('The assistant did not answer');
  return reply;
}
