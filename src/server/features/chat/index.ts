export { requestPerson, visitorSays } from './live';
export { seedDemoSavedReplies } from './saved-replies/demo';
export { openSession, rateMessage, storeExchange } from './sessions';
export { listChatSessions } from './staff/chat-sessions';
