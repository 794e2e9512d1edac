import { widgetChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/** `chatApi.sendTranscript` with an empty JSON body; only the ok status is read (docs/product/chat-assistant.md). */
export async function sendChatTranscript(sessionId: string): Promise<void> {
  try {
    await call(widgetChatApi.sendTranscript, { params: { sessionId }, body: {} });
  } catch (error) {
    throw new Error('Failed to send chat transcript', { cause: error });
  }
}
