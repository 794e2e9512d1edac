import type { chatApi } from './chat';
import type { liveChatApi } from './live-chat';

// The visitor chat's calls as the chat widget makes them. No zod here (nor anything that imports it): the widget
// loads this module on every public page and stays within its 15 KB (issue 4, e2e/budget.spec.ts), and zod alone
// weighs more than twice that.

/** The method and path of each call of the visitor chat: `chatApi` (contracts/chat.ts) is made of these. */
export const chatCalls = {
  send: { method: 'POST', path: '/api/chat' },
  history: { method: 'GET', path: '/api/chat/:sessionId' },
  saveContact: { method: 'POST', path: '/api/chat/:sessionId/contact' },
  sendTranscript: { method: 'POST', path: '/api/chat/:sessionId/send-transcript' },
  rate: { method: 'POST', path: '/api/chat/:sessionId/messages/:messageId/feedback' },
} as const;

/**
 * The widget's `chatApi`: each endpoint's method and path, which are all that `call` and `urlOf` read, typed as the
 * whole endpoint so that what the widget sends and reads is the contract's. The schemas stay out (the server
 * validates every call with them): these are for `call` and `urlOf`, never for `serve`.
 */
export const widgetChatApi = chatCalls as Pick<typeof chatApi, keyof typeof chatCalls>;

/** The method and path of the visitor's calls of a live hand-off: `liveChatApi` (contracts/live-chat.ts) uses these. */
export const liveChatCalls = {
  visitorStream: { method: 'GET', path: '/api/chat/:sessionId/live' },
  requestHandoff: { method: 'POST', path: '/api/chat/:sessionId/handoff' },
  handoffContact: { method: 'POST', path: '/api/chat/:sessionId/handoff/contact' },
  visitorTyping: { method: 'POST', path: '/api/chat/:sessionId/typing' },
  visitorRead: { method: 'POST', path: '/api/chat/:sessionId/read' },
  visitorEnd: { method: 'POST', path: '/api/chat/:sessionId/end' },
} as const;

/** The widget's side of `liveChatApi`, as `widgetChatApi` is of `chatApi`: the live part loads no zod either. */
export const widgetLiveChatApi = liveChatCalls as Pick<typeof liveChatApi, keyof typeof liveChatCalls>;
