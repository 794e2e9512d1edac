export { listChatSessions } from './admin/chat-sessions';
export { seedAssistantKnowledge } from './seed/seed-knowledge';
export { suggestFromFeedback } from './suggestions-from-feedback';
