export { sendChatMessage } from './api/send-chat-message';
export { MessageBox } from './components/message-box';
export { MessageContent, MessageRow } from './components/message-row';
export { TypingIndicator } from './components/typing-indicator';
