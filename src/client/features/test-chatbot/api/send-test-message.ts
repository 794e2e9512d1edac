import { useMutation } from '@tanstack/react-query';
import { sendChatMessage } from '../../chat';

/** The test page's shape of `chatApi.send` (docs/product/chat-assistant.md): one message, the session, and who is testing. */
export type TestMessage = { message: string; sessionId: string; userEmail?: string; userName?: string };

/** `chatApi.send` with a single `message`; answers the reply, its sources and confidence, and the session to keep. */
export const useSendTestMessage = () => useMutation({ mutationFn: (body: TestMessage) => sendChatMessage(body) });
