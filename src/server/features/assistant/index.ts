export { listChatSessions } from './admin/chat-sessions';
export { suggestFromFeedback } from './suggestions-from-feedback';
