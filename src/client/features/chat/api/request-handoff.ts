import { widgetLiveChatApi } from '../../../../contracts/chat-widget';
import { call } from '../../../lib/api';

/**
 * `liveChatApi.requestHandoff`: ask for a person (docs/product/live-chat.md). The chat's notice is stored, not
 * answered: it follows over the live stream or in the history.
 */
export const requestHandoff = (sessionId: string) =>
  call(widgetLiveChatApi.requestHandoff, { params: { sessionId }, body: {} });
