export {
  handoffStateOf,
  lockConversation,
  type MessageRow,
  replyStoredWith,
  storedByClientId,
  toChatMessage,
} from './conversation';
export type { LiveChatDeps } from './deps';
export { requestPerson } from './handoff';
export { visitorSays } from './messages';
