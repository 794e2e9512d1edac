import type { ReactNode } from 'react';
import type { ChatMessage } from '../../../../contracts/chat';
import { cn } from '../../../lib/cn';
import { MessageContent, MessageRow } from '../../chat';

/** Who wrote a message, as a screen reader hears it before the text and as staff messages show it. */
export function authorOf(message: Pick<ChatMessage, 'role' | 'authorName'>): string {
  if (message.role === 'user') return 'Visitor';
  if (message.role === 'staff') return message.authorName?.trim() || 'Staff';
  return 'Assistant';
}

/**
 * One message of a conversation as staff read it (docs/product/chat-sessions.md, decision 065): the visitor's on
 * the left, our side's (the assistant's and staff's) on the right, each of ours under who wrote it, as in every
 * agent console. The visitor's and staff's words are shown as typed, as text; the assistant's answers keep their
 * line breaks, bullets and bold.
 */
export function MessageBubble({ message, children }: { message: ChatMessage; children?: ReactNode }) {
  const visitor = message.role === 'user';
  const staff = message.role === 'staff';
  return (
    <MessageRow testId="conversation-message" role={message.role} mine={!visitor}>
      {visitor ? null : (
        <span className="mb-1 px-1 text-xs font-semibold text-slate-700" aria-hidden="true">
          {authorOf(message)}
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere',
          visitor && 'rounded-bl-md bg-white text-slate-900 shadow-sm ring-1 ring-inset ring-slate-200',
          staff && 'rounded-br-md bg-navy-900 text-white',
          !visitor && !staff && 'rounded-br-md bg-brand-50 text-slate-900 ring-1 ring-inset ring-brand-200',
        )}
      >
        <span className="sr-only">{staff ? `${authorOf(message)} (staff): ` : `${authorOf(message)}: `}</span>
        <MessageContent content={message.content} typed={visitor || staff} />
      </div>
      {children}
    </MessageRow>
  );
}
