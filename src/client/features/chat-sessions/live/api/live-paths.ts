import { liveChatApi } from '../../../../../contracts/live-chat';
import { urlOf } from '../../../../lib/api';

/** The address of one chat's stream (`liveChatApi.conversation`, asked as server-sent events). */
export const liveStreamUrl = (sessionId: string) => urlOf(liveChatApi.conversation, { params: { sessionId } });
