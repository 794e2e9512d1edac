import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { ChatEntry } from '../chat-state';
import { MessageContent } from './message-row';
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
          // 44 px drawn and tapped, like every other control.
          'inline-flex size-11 items-center justify-center rounded-lg transition-colors',
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

/**
 * One message: the visitor's on the right; the assistant's on the left with its sources and a vote; a person on
 * staff's on the left too, under their first name and shown as text like the visitor's (docs/product/live-chat.md).
 * `children` go under it (the offer of a person, "Seen").
 */
export const ChatMessageItem = forwardRef<
  HTMLDivElement,
  { entry: ChatEntry; onRate: (messageId: number, helpful: boolean | null) => void; children?: ReactNode }
>(function ChatMessageItem({ entry, onRate, children }, ref) {
  const mine = entry.role === 'user';
  const staff = entry.role === 'staff';
  const name = entry.authorName || 'Our team';
  const { messageId } = entry;
  return (
    <div
      ref={ref}
      data-testid="chat-message"
      data-role={entry.role}
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
    >
      {staff ? (
        <p aria-hidden="true" className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-700">
          <span className="flex size-6 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-navy-900">
            {name.charAt(0).toUpperCase()}
          </span>
          {name} · Elevate team
        </p>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] break-words rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
          mine
            ? 'rounded-br-md bg-navy-900 text-white'
            : staff
              ? 'rounded-bl-md border border-amber-300 bg-amber-50 text-slate-900'
              : 'rounded-bl-md bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">
          {mine ? 'You said: ' : staff ? `${name} from Elevate said: ` : 'Elevate Support said: '}
        </span>
        {/* The visitor's and a person's words are text: no markdown, no markup. */}
        <MessageContent content={entry.content} typed={mine || staff} />
      </div>
      {entry.sources.length > 0 ? <SourceList sources={entry.sources} /> : null}
      {entry.role === 'assistant' && messageId !== undefined ? (
        <Vote helpful={entry.helpful} onRate={(helpful) => onRate(messageId, helpful)} />
      ) : null}
      {children}
    </div>
  );
});
