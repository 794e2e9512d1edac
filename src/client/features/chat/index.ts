export { sendChatMessage } from './api/send-chat-message';
export { MessageText } from './components/message-text';
export { TypingIndicator } from './components/typing-indicator';
