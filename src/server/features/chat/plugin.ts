import fp from 'fastify-plugin';
import { liveChatPlugin } from './live/plugin';
import { savedReplyRoutes } from './saved-replies/routes';
import { chatSessionRoutes } from './staff/chat-session-routes';
import { visitorChatRoutes } from './visitor-routes';

/**
 * The visitors' chat (docs/product/chat-assistant.md): each conversation and its messages, answered by the assistant,
 * handed to a person on staff (live chat), e-mailed as a transcript; staff read the conversations on /admin-chat and
 * keep the saved replies they put in a live chat.
 */
export const chatPlugin = fp(
  async (app) => {
    await app.register(liveChatPlugin);
    await app.register(visitorChatRoutes);
    await app.register(chatSessionRoutes);
    await app.register(savedReplyRoutes);
  },
  { name: 'chat', dependencies: ['database', 'domain-events', 'mail', 'staff-auth', 'assistant'] },
);
