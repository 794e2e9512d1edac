import { useCallback, useEffect, useReducer, useState } from 'react';
import type { ConversationEvents } from '../../../../contracts/live-events';
import { streamEvents } from '../../../lib/event-source';
import { liveStreamUrl } from './api/live-paths';
import { conversationReducer, initialConversation } from './conversation-state';

/** The visitor's typing signal holds this long (they send it every few seconds while they type). */
const TYPING_LAPSE_MS = 6_000;

/**
 * One chat as it happens, from its stream (docs/product/live-chat.md): every message once in order, the hand-off
 * state and read marks, and the visitor's typing. The browser reconnects a dropped stream by itself and resumes
 * after the last message it received.
 */
export function useLiveConversation(sessionId: string) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation);
  const [opened, setOpened] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `opened` opens a replaced stream again when asked
  useEffect(() => {
    const stream = new EventSource(liveStreamUrl(sessionId));
    stream.addEventListener('open', () => dispatch({ type: 'connection', connection: 'open' }));
    const events = streamEvents<ConversationEvents>(stream);
    events.on('message', (message) => dispatch({ type: 'message', message }));
    events.on('state', (data) => dispatch({ type: 'state', ...data }));
    events.on('typing', (data) => dispatch({ type: 'typing', by: data.by }));
    // Another tab or pane of this session took the stream over: closed, not reconnected, until asked.
    stream.addEventListener('replaced', () => {
      stream.close();
      dispatch({ type: 'connection', connection: 'replaced' });
    });
    stream.addEventListener('error', () => {
      const closed = stream.readyState === EventSource.CLOSED;
      dispatch({ type: 'connection', connection: closed ? 'refused' : 'reconnecting' });
    });
    return () => stream.close();
  }, [sessionId, opened]);
  /** Opens the stream again after it was replaced (what the stream sent before is kept; it resends none twice). */
  const reopen = useCallback(() => {
    dispatch({ type: 'connection', connection: 'connecting' });
    setOpened((count) => count + 1);
  }, []);

  // The typing dots go away when the signal stops coming; each new signal starts the wait again.
  const { visitorTyping, typingSignals } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: typingSignals restarts the timer on each signal
  useEffect(() => {
    if (!visitorTyping) return;
    const timer = setTimeout(() => dispatch({ type: 'typingLapsed' }), TYPING_LAPSE_MS);
    return () => clearTimeout(timer);
  }, [visitorTyping, typingSignals]);

  return { ...state, reopen };
}
