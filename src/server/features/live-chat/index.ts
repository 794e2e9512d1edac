export { handoffStateOf, toChatMessage } from './conversation';
export { requestPerson } from './handoff';
export { visitorSays } from './messages';
export { liveChatRoutes } from './routes';
