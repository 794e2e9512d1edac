export { sendChatMessage } from './api/send-chat-message';
export { MessageBox } from './components/message-box';
export { MessageText } from './components/message-text';
export { TypingIndicator } from './components/typing-indicator';
