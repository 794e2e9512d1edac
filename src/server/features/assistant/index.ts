export type { Assistant } from './assistant';
export type { EngineReply } from './engine/reply';
export { seedAssistantKnowledge } from './seed/seed-knowledge';
export { recordChatQuestion } from './suggestions-from-chat';
export { suggestFromFeedback } from './suggestions-from-feedback';
