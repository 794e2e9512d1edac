import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { useSite } from '../../../lib/site-config';
import { fetchChatHistory } from '../api/chat-history';
import { rateChatMessage } from '../api/rate-chat-message';
import { sendChatMessage } from '../api/send-chat-message';
import { acceptsMessage, chatReducer, chatRequestFor, initialChatState } from '../chat-state';
import { isContactSavedFor, readStoredSessionId, rememberContactSaved, storeSessionId } from '../chat-storage';

export const CHAT_GREETING =
  "Hi, I'm the Elevate assistant. Ask me anything about our micro markets: what they cost, how installation " +
  'works, what we stock, or how support works. Prefer a person? Tap **Talk to Human**.';

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;
const now = () => new Date().toISOString();

/** The assistant message shown when a reply cannot be had (docs/product/chat-assistant.md). */
export const connectionFailureText = (phone: string) =>
  `I'm sorry, I'm having trouble connecting right now. Please try again in a moment or contact our support team directly at ${phone}`;

/** The visitor's conversation (docs/product/chat-assistant.md): history, sending, votes, the saved contact. */
export function useChat() {
  const { phone } = useSite();
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(CHAT_GREETING, now()));
  const stateRef = useRef(state);
  stateRef.current = state;

  // A stored session's history follows the greeting; a failed load is only logged (docs/product/chat-assistant.md).
  useEffect(() => {
    const stored = readStoredSessionId();
    if (!stored) return;
    let active = true;
    fetchChatHistory(stored)
      .then((history) => {
        if (!active || !history.success) return;
        dispatch({
          type: 'historyLoaded',
          sessionId: stored,
          messages: history.messages,
          contactSaved: isContactSavedFor(stored),
          handoff: history.handoff,
        });
      })
      .catch((error: unknown) => console.warn('Chat history not loaded:', error));
    return () => {
      active = false;
    };
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const current = stateRef.current;
      if (!acceptsMessage(current, text)) return false;
      const content = text.trim();
      const request = chatRequestFor(current, content, readStoredSessionId());
      const entry = {
        key: newKey('user'),
        role: 'user' as const,
        content,
        timestamp: now(),
        sources: [],
        helpful: null,
      };
      // Mark loading at once, so a second send in the same tick is ignored too.
      stateRef.current = { ...current, loading: true };
      dispatch({ type: 'sendStarted', entry });
      try {
        const reply = await sendChatMessage(request);
        if (reply.sessionId !== current.sessionId) storeSessionId(reply.sessionId);
        dispatch({
          type: 'replyReceived',
          key: newKey('reply'),
          reply,
          timestamp: now(),
          contactSaved: isContactSavedFor(reply.sessionId),
        });
      } catch (error) {
        console.warn('Chat reply failed:', error);
        dispatch({
          type: 'sendFailed',
          key: newKey('failure'),
          content: connectionFailureText(phone),
          timestamp: now(),
        });
      }
      return true;
    },
    [phone],
  );

  const rate = useCallback(async (messageId: number, helpful: boolean | null) => {
    const { sessionId, entries } = stateRef.current;
    if (!sessionId) return;
    const before = entries.find((entry) => entry.messageId === messageId)?.helpful ?? null;
    dispatch({ type: 'rated', messageId, helpful });
    try {
      await rateChatMessage(sessionId, messageId, helpful);
    } catch (error) {
      console.warn('Chat vote not saved:', error);
      dispatch({ type: 'rated', messageId, helpful: before });
      toast({ variant: 'destructive', title: 'Feedback not saved', description: 'Please try again in a moment.' });
    }
  }, []);

  const markContactSaved = useCallback(() => {
    const { sessionId } = stateRef.current;
    if (sessionId) rememberContactSaved(sessionId);
    dispatch({ type: 'contactSaved' });
  }, []);

  return { state, dispatch, send, rate, markContactSaved };
}
