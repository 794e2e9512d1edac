export { requestPerson, visitorSays } from './live';
export { openSession, rateMessage, storeExchange } from './sessions';
export { listChatSessions } from './staff/chat-sessions';
