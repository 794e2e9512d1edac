export {
  handoffStateOf,
  lockConversation,
  type MessageRow,
  replyStoredWith,
  storedByClientId,
  toChatMessage,
} from './conversation';
export { requestPerson } from './handoff';
export { visitorSays } from './messages';
