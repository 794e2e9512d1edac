import { type Dispatch, useEffect, useRef, useState } from 'react';
import type { HandoffState } from '../../../../contracts/chat';
import type { ConversationEvents } from '../../../../contracts/live-events';
import { streamEvents } from '../../../lib/event-source';
import { fetchChatHistory } from '../api/chat-history';
import { endLiveChat } from '../api/end-live-chat';
import { liveStreamUrl, markRead, sendTyping } from '../api/live-signals';
import { requestHandoff } from '../api/request-handoff';
import { type ChatAction, type ChatState, lastStaffId, lastStoredId, withPerson } from '../chat-state';
import { BusyButton } from '../components/busy-button';
import { toastUnreached } from '../components/unreached-toast';

// The live part of the widget (docs/product/live-chat.md): a chunk of its own, loaded when a hand-off starts.
export { HandoffContactForm } from './handoff-contact-form';

/** "<name> is typing…" shows this long after the last typing signal. */
const TYPING_SHOWN_MS = 4000;
/** The visitor's typing is signalled at most this often. */
const TYPING_EVERY_MS = 3000;
/** A stream the server refused (not a dropped one, which the browser resumes itself) is opened again after this, doubling. */
const REOPEN_FIRST_MS = 2000;
const REOPEN_MAX_MS = 30_000;

type LiveProps = { state: ChatState; dispatch: Dispatch<ChatAction> };

/** Re-reads the stored conversation: what no stream brought (a notice after the stream closed, or with none open). */
async function catchUp(sessionId: string, dispatch: Dispatch<ChatAction>) {
  try {
    const history = await fetchChatHistory(sessionId);
    dispatch({ type: 'liveMessages', messages: history.messages });
    if (history.handoff) dispatch({ type: 'handoffState', handoff: history.handoff });
  } catch (error) {
    console.warn('Chat not re-read:', error);
  }
}

/**
 * The "Talk to a person" button's request. With someone available the chat waits and its notice arrives over the
 * stream; without, the notice is read from the history and the details form shows.
 */
export async function askForPerson(sessionId: string, dispatch: Dispatch<ChatAction>): Promise<HandoffState> {
  const answer = await requestHandoff(sessionId);
  dispatch({ type: 'handoffState', handoff: answer.handoff });
  if (answer.handoff.status !== 'waiting' && answer.handoff.status !== 'live') await catchUp(sessionId, dispatch);
  return answer.handoff;
}

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * While a person is fetched or has the chat: the conversation's live stream (messages, state, the person typing),
 * the visitor's typing signal, and read marks for the person's messages while the panel is on screen. Renders
 * nothing.
 */
export function LiveConnection({ state, dispatch, visible, input }: LiveProps & { visible: boolean; input: string }) {
  const { sessionId, streamReplaced } = state;
  const active = withPerson(state);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [reopen, setReopen] = useState(0);
  const failures = useRef(0);
  // Where a re-opened stream carries on: the last message a stream delivered (or where the first one started),
  // never an id a POST answered with, which may be past a person's message still on its way.
  const resumeAfter = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reopen` opens a refused stream again
  useEffect(() => {
    if (!active || !sessionId || streamReplaced) return;
    // The browser's EventSource resumes a dropped stream itself, sending the last event id it received.
    resumeAfter.current ??= lastStoredId(stateRef.current);
    const source = new EventSource(liveStreamUrl(sessionId, resumeAfter.current));
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => {
      failures.current = 0;
    });
    const events = streamEvents<ConversationEvents>(source);
    events.on('message', (message) => {
      resumeAfter.current = Math.max(resumeAfter.current ?? 0, message.id);
      dispatch({ type: 'liveMessages', messages: [message] });
    });
    events.on('state', (data) => {
      dispatch({ type: 'handoffState', handoff: data.handoff, agentReadId: data.agentReadId });
    });
    events.on('typing', (data) => {
      if (data.by !== 'staff') return;
      dispatch({ type: 'staffTyping', name: data.name ?? 'Our team' });
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => dispatch({ type: 'staffTyping', name: null }), TYPING_SHOWN_MS);
    });
    // The same chat opened in another tab took the stream over: this one stays closed until asked.
    source.addEventListener('replaced', () => {
      source.close();
      dispatch({ type: 'streamReplaced', replaced: true });
    });
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return;
      const delay = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** failures.current++);
      reopenTimer = setTimeout(() => setReopen((count) => count + 1), delay);
    });
    return () => {
      source.close();
      clearTimeout(typingTimer);
      clearTimeout(reopenTimer);
      dispatch({ type: 'staffTyping', name: null });
    };
  }, [active, sessionId, streamReplaced, reopen, dispatch]);

  // The stream closes when the person part ends: what it had not sent yet (the chat's notice) is read once.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active && sessionId) void catchUp(sessionId, dispatch);
    wasActive.current = active;
  }, [active, sessionId, dispatch]);

  // The person sees the visitor typing: one signal at most every 3 s while the box changes.
  const live = state.handoff?.status === 'live';
  const lastTyping = useRef(0);
  useEffect(() => {
    if (!live || !sessionId || input.trim() === '') return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    sendTyping(sessionId).catch((error: unknown) => console.warn('Typing not signalled:', error));
  }, [input, live, sessionId]);

  // A person's message counts as seen once it is on screen: the panel open and the page in front.
  const pageVisible = usePageVisible();
  const staffId = lastStaffId(state);
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!visible || !pageVisible || !sessionId || staffId <= readUpTo.current) return;
    readUpTo.current = staffId;
    markRead(sessionId, staffId).catch((error: unknown) => {
      console.warn('Read mark not sent:', error);
      readUpTo.current = 0;
    });
  }, [visible, pageVisible, staffId, sessionId]);

  return null;
}

/** Ends the chat with a person (docs/product/live-chat.md); the assistant answers again. */
export function EndChatButton({ state, dispatch, onEnded }: LiveProps & { onEnded: () => void }) {
  const [ending, setEnding] = useState(false);
  const { sessionId, handoff } = state;
  if (!sessionId || !handoff || !withPerson(state)) return null;
  const end = async () => {
    setEnding(true);
    try {
      await endLiveChat(sessionId);
      dispatch({ type: 'handoffState', handoff: { ...handoff, status: 'ended', agentName: null } });
      onEnded();
    } catch (error) {
      toastUnreached('Chat not ended:', error, 'The chat could not be ended', 'Check your connection, then try again.');
    } finally {
      setEnding(false);
    }
  };
  return (
    <BusyButton
      busy={ending}
      onClick={end}
      className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-slate-300 bg-white px-3.5 text-xs font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-navy-900 disabled:opacity-60"
    >
      {ending ? 'Ending…' : 'End chat'}
    </BusyButton>
  );
}

/** The chat's stream went to another tab: said so, with a button that brings it back to this one. */
export function StreamReplacedNotice({ dispatch, onResumed }: Pick<LiveProps, 'dispatch'> & { onResumed: () => void }) {
  return (
    <div data-testid="chat-replaced" className="flex min-w-0 flex-1 items-center justify-between gap-2">
      <p className="min-w-0 text-xs text-slate-600">This chat is open in another tab.</p>
      <button
        type="button"
        onClick={() => {
          dispatch({ type: 'streamReplaced', replaced: false });
          onResumed();
        }}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-slate-300 bg-white px-3.5 text-xs font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-navy-900"
      >
        Continue here
      </button>
    </div>
  );
}
