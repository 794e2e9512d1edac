import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { forwardRef } from 'react';
import { cn } from '../../../lib/cn';
import type { ChatEntry } from '../chat-state';
import { MessageText } from './message-text';
import { SourceList } from './source-list';

type VoteProps = { helpful: boolean | null; onRate: (helpful: boolean | null) => void };

function Vote({ helpful, onRate }: VoteProps) {
  const button = (value: boolean, label: string, Icon: typeof ThumbsUp) => {
    const pressed = helpful === value;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        // A second press takes the vote back.
        onClick={() => onRate(pressed ? null : value)}
        className={cn(
          // 36 px drawn, 44 px to tap.
          "relative inline-flex size-9 items-center justify-center rounded-lg transition-colors after:absolute after:-inset-1 after:content-['']",
          pressed ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-navy-900',
        )}
      >
        <Icon aria-hidden="true" className="size-4" fill={pressed ? 'currentColor' : 'none'} />
      </button>
    );
  };
  return (
    <fieldset className="-ml-2 flex items-center gap-0.5">
      <legend className="sr-only">Was this answer helpful?</legend>
      {button(true, 'Helpful', ThumbsUp)}
      {button(false, 'Not helpful', ThumbsDown)}
    </fieldset>
  );
}

/** One message: the visitor's on the right, the assistant's on the left with its sources and a vote. */
export const ChatMessageItem = forwardRef<
  HTMLDivElement,
  { entry: ChatEntry; onRate: (messageId: number, helpful: boolean | null) => void }
>(function ChatMessageItem({ entry, onRate }, ref) {
  const mine = entry.role === 'user';
  const { messageId } = entry;
  return (
    <div
      ref={ref}
      data-testid="chat-message"
      data-role={entry.role}
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
    >
      <div
        className={cn(
          'max-w-[85%] break-words rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
          mine ? 'rounded-br-md bg-navy-900 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You said: ' : 'Elevate Support said: '}</span>
        {mine ? <p className="whitespace-pre-wrap">{entry.content}</p> : <MessageText content={entry.content} />}
      </div>
      {entry.sources.length > 0 ? <SourceList sources={entry.sources} /> : null}
      {!mine && messageId !== undefined ? (
        <Vote helpful={entry.helpful} onRate={(helpful) => onRate(messageId, helpful)} />
      ) : null}
    </div>
  );
});
