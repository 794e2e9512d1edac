import { widgetChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/** `chatApi.history`: the stored conversation, oldest first, and the hand-off's state (404 for an unknown session). */
export const fetchChatHistory = (sessionId: string) => call(widgetChatApi.history, { params: { sessionId } });
