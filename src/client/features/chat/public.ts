// What every public page loads of the chat: the launcher button, which loads the panel itself when opened.
export { ChatLauncher } from './components/chat-launcher';
