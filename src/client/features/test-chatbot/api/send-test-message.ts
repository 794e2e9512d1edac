import { useMutation } from '@tanstack/react-query';
import type { ChatResponse } from '../../../../contracts/chat';
import { sendChatMessage } from '../../chat';

/** The test page's shape of POST /api/chat (docs/product/chat-assistant.md): one message, the session, and who is testing. */
export type TestMessage = { message: string; sessionId: string; userEmail?: string; userName?: string };

/** POST /api/chat with a single `message`; answers the reply, its sources and confidence, and the session to keep. */
export const useSendTestMessage = () =>
  useMutation<ChatResponse, Error, TestMessage>({ mutationFn: (body) => sendChatMessage(body) });
