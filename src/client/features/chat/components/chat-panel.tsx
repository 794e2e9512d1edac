import { Clock, Headset, Mail, Minus, Sparkles, UserRound, X } from 'lucide-react';
import { type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { chunkLoader } from '../../../lib/chunk-loader';
import { cn } from '../../../lib/cn';
import {
  acceptsMessage,
  needsLive,
  offersTranscript,
  personOfferKey,
  seenKey,
  subtitleOf,
  withPerson,
} from '../chat-state';
import { isHandoffContactSentFor } from '../chat-storage';
import { useChat } from '../hooks/use-chat';
import { useLiveModule } from '../hooks/use-live-module';
import { BusyButton } from './busy-button';
import { ChatMenu } from './chat-menu';
import { ChatMessageItem } from './chat-message';
import { MessageBox } from './message-box';
import type { TranscriptDialogProps } from './transcript-dialog';
import { TypingIndicator } from './typing-indicator';
import { toastUnreached } from './unreached-toast';

// The transcript dialog (and the dialog library under it) is a chunk of its own, fetched when the visitor points
// at or presses the transcript button, so opening the chat costs only the panel (docs/decisions/012).
type TranscriptDialogType = ComponentType<TranscriptDialogProps>;
const loadTranscriptDialog = chunkLoader(
  (): Promise<TranscriptDialogType> => import('./transcript-dialog').then((module) => module.TranscriptDialog),
);
const warmTranscriptDialog = () => {
  loadTranscriptDialog().catch(() => undefined);
};

// An assistant reply is scrolled into view after 100 ms (docs/product/chat-assistant.md).
const ASSISTANT_SCROLL_DELAY_MS = 100;

// The texts the assistant recognises as these intents (src/server/features/assistant).
const quickReplies = [
  { label: 'Talk to Human', text: "I'd like to talk to a human", icon: UserRound },
  { label: 'Hours', text: 'What are your hours?', icon: Clock },
  { label: 'Tech Support', text: 'I need tech support', icon: Headset },
] as const;

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

export type ChatPanelProps = { id: string; open: boolean; onClose: () => void };

/**
 * The chat panel (docs/product/chat-assistant.md), loaded on the first open
 * and kept mounted afterwards so the conversation survives closing it.
 */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { state, dispatch, send, rate, markContactSaved } = useChat();
  const { live, loadLive } = useLiveModule(needsLive(state));
  const [minimized, setMinimized] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  // Loaded on the first press and kept mounted, so that what was typed in it survives closing it.
  const [Transcript, setTranscript] = useState<TranscriptDialogType | null>(null);
  const [input, setInput] = useState('');
  const [askingPerson, setAskingPerson] = useState(false);
  // The visitor put the details form away ("Not now") or sent it; asked again, it may show again.
  const [detailsClosed, setDetailsClosed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRefs = useRef(new Map<string, HTMLDivElement>());
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const visible = open && !minimized;
  const last = state.entries.at(-1);
  const person = withPerson(state);
  const offerKey = personOfferKey(state);
  const seen = seenKey(state);
  const agentName = state.handoff?.status === 'live' ? (state.handoff.agentName ?? 'Someone') : null;
  const focusInput = () => inputRef.current?.focus();
  const status = state.handoff?.status ?? null;
  // Nobody could take the chat: the details form, once per chat (docs/product/live-chat.md).
  const offersDetails =
    (status === 'unstaffed' || status === 'missed') && !detailsClosed && !isHandoffContactSentFor(state.sessionId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hand-off state offers the form again
  useEffect(() => setDetailsClosed(false), [status]);

  // Focus moves to the message box on opening and on restoring.
  useEffect(() => {
    if (visible) inputRef.current?.focus();
  }, [visible]);

  // The disabled box loses focus while a reply loads; give it back unless the visitor moved on.
  useEffect(() => {
    if (!state.loading && visible && document.activeElement === document.body) inputRef.current?.focus();
  }, [state.loading, visible]);

  // A person typing shows at the end of the list: keep it in view when the visitor is reading the end.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !state.staffTyping) return;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < 160) list.scrollTo({ top: list.scrollHeight });
  }, [state.staffTyping]);

  // After a visitor's message, the bottom; after an assistant reply, the start of that reply, 100 ms later (docs/product/chat-assistant.md).
  // The details form takes room from the list when it shows: the reply asking for them is brought back into view.
  const detailsShown = live !== null && offersDetails;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added, the list reappears or shrinks
  useEffect(() => {
    const list = listRef.current;
    if (!list || !last || !visible) return;
    if (last.role === 'user') {
      list.scrollTo({ top: list.scrollHeight });
      return;
    }
    const timer = setTimeout(() => {
      const element = messageRefs.current.get(last.key);
      if (element) list.scrollTo({ top: element.offsetTop - 16, behavior: scrollBehavior() });
    }, ASSISTANT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [last?.key, visible, detailsShown]);

  const openTranscript = async () => {
    try {
      const dialog = await loadTranscriptDialog();
      setTranscript(() => dialog);
      setTranscriptOpen(true);
    } catch (error) {
      toastUnreached('Transcript form not loaded:', error, 'The form could not load');
    }
  };

  const askForPerson = async () => {
    const { sessionId } = state;
    if (!sessionId || askingPerson) return;
    setAskingPerson(true);
    try {
      const module = await loadLive();
      await module.askForPerson(sessionId, dispatch);
    } catch (error) {
      toastUnreached('Person not asked for:', error, 'We could not reach our team');
    } finally {
      setAskingPerson(false);
    }
  };

  const submitMessage = (text: string) => {
    if (!acceptsMessage(state, text)) return;
    setInput('');
    void send(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitMessage(input);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${id}-subtitle`}
      hidden={!open}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        // The transcript dialog handles its own Escape first.
        if (event.key === 'Escape' && !transcriptOpen) {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'fixed z-[80] flex flex-col overflow-hidden bg-white shadow-lift ring-1 ring-navy-900/10',
        // Phones: the whole screen while open (the page behind is no use at that size); minimised, a bar above
        // the chat button.
        minimized ? 'inset-x-3 bottom-[88px] rounded-2xl' : 'inset-0 sm:inset-auto',
        // Desktop: 600 px tall (at least 560 px of conversation room above the fold on a laptop), never taller than
        // the screen leaves room for (decision 033).
        'sm:bottom-[88px] sm:right-5 sm:w-96 sm:rounded-2xl',
        !minimized && 'sm:h-[min(600px,calc(100dvh-100px))]',
      )}
    >
      <div className="flex items-center gap-3 bg-navy-900 py-3 pl-4 pr-2 text-white">
        {agentName ? (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-400 text-base font-bold text-navy-900"
          >
            {agentName.charAt(0).toUpperCase()}
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
          >
            <Sparkles className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold leading-tight">
            Elevate Support
          </h2>
          <p id={`${id}-subtitle`} data-testid="chat-subtitle" className="truncate text-xs text-slate-300">
            {subtitleOf(state)}
          </p>
        </div>
        {/* The transcript by e-mail, offered from the header: the room under the conversation stays the visitor's. */}
        {offersTranscript(state) && !offersDetails && !minimized ? (
          <ChatMenu
            onOpen={warmTranscriptDialog}
            items={[{ label: 'Get Chat Transcript via Email', icon: Mail, onSelect: () => void openTranscript() }]}
          />
        ) : null}
        <button
          type="button"
          onClick={() => setMinimized((value) => !value)}
          aria-label={minimized ? 'Restore chat' : 'Minimize chat'}
          aria-expanded={!minimized}
          aria-controls={bodyId}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
        >
          {minimized ? (
            <span aria-hidden="true" className="size-4 rounded-[3px] border-2 border-current" />
          ) : (
            <Minus aria-hidden="true" className="size-5" />
          )}
        </button>
        <IconButton
          label="Close"
          icon={X}
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
        />
      </div>

      <div id={bodyId} hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative min-h-16 flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-2px]"
        >
          {state.entries.map((entry) => (
            <ChatMessageItem
              key={entry.key}
              entry={entry}
              onRate={rate}
              ref={(element) => {
                if (element) messageRefs.current.set(entry.key, element);
                else messageRefs.current.delete(entry.key);
              }}
            >
              {entry.key === offerKey ? (
                <BusyButton
                  busy={askingPerson}
                  onClick={askForPerson}
                  className="mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-600/40 bg-white px-3.5 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 disabled:opacity-60"
                >
                  <UserRound aria-hidden="true" className="size-4" />
                  Talk to a person
                </BusyButton>
              ) : null}
              {entry.key === seen ? (
                <p data-testid="chat-seen" className="mt-1 px-1 text-xs text-slate-600">
                  Seen
                </p>
              ) : null}
            </ChatMessageItem>
          ))}
          {/* The assistant's dots mean the assistant: a message to a person shows none. */}
          {state.loading && !person ? <TypingIndicator /> : null}
          {state.staffTyping ? <TypingIndicator label={`${state.staffTyping} is typing…`} /> : null}
        </div>

        <div className="flex min-h-0 flex-col gap-2 border-t border-slate-200 bg-slate-50/60 p-2">
          {live && offersDetails && state.sessionId ? (
            <live.HandoffContactForm
              idPrefix={id}
              sessionId={state.sessionId}
              dispatch={dispatch}
              onClosed={() => {
                setDetailsClosed(true);
                focusInput();
              }}
            />
          ) : null}
          {person ? (
            // While a person is fetched or has the chat the quick replies (questions for the assistant) give way.
            <div className="flex min-w-0 shrink-0 items-center justify-between gap-2">
              {live && state.streamReplaced ? (
                <live.StreamReplacedNotice dispatch={dispatch} onResumed={focusInput} />
              ) : (
                <>
                  <p className="min-w-0 text-xs text-slate-600">
                    {agentName ? `You are chatting with ${agentName}.` : 'Your messages go to our team.'}
                  </p>
                  {live ? <live.EndChatButton state={state} dispatch={dispatch} onEnded={focusInput} /> : null}
                </>
              )}
            </div>
          ) : (
            // One row that scrolls sideways when the replies are wider than the panel.
            <fieldset className="-mx-2 -my-1 flex min-w-0 shrink-0 gap-1.5 overflow-x-auto px-2 py-1 [scrollbar-width:none]">
              <legend className="sr-only">Quick replies</legend>
              {quickReplies.map((reply) => (
                <button
                  key={reply.label}
                  type="button"
                  disabled={state.loading}
                  onClick={() => {
                    setInput(reply.text);
                    submitMessage(reply.text);
                  }}
                  className={cn(
                    'inline-flex h-11 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-slate-300 bg-white px-2.5 text-xs font-medium text-navy-900 transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60',
                  )}
                >
                  <reply.icon aria-hidden="true" className="size-3.5 text-brand-700" />
                  {reply.label}
                </button>
              ))}
            </fieldset>
          )}
          <MessageBox
            id={`${id}-input`}
            inputRef={inputRef}
            value={input}
            onChange={setInput}
            onSubmit={onSubmit}
            placeholder="Type your message…"
            // To a person the box stays usable while a message goes (a phone's keyboard stays open).
            inputDisabled={state.loading && !person}
            sendDisabled={state.loading}
            className="flex shrink-0 items-center gap-2"
          />
        </div>
      </div>

      {live ? <live.LiveConnection state={state} dispatch={dispatch} visible={visible} input={input} /> : null}
      {state.sessionId && Transcript ? (
        <Transcript
          open={transcriptOpen}
          onOpenChange={setTranscriptOpen}
          sessionId={state.sessionId}
          onContactSaved={markContactSaved}
          onClosedAfterSave={() => inputRef.current?.focus()}
        />
      ) : null}
    </div>
  );
}
