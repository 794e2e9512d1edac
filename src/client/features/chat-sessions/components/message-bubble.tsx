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
 * One message of a conversation (docs/product/chat-sessions.md): the visitor's on the right, the assistant's and
 * staff's on the left, a staff message under its author's first name. The visitor's and staff's words are shown
 * as typed, as text; the assistant's answers keep their line breaks, bullets and bold.
 */
export function MessageBubble({ message, children }: { message: ChatMessage; children?: ReactNode }) {
  const visitor = message.role === 'user';
  const staff = message.role === 'staff';
  return (
    <MessageRow testId="conversation-message" role={message.role} mine={visitor}>
      {staff ? (
        <span className="mb-1 px-1 text-xs font-semibold text-brand-800" aria-hidden="true">
          {authorOf(message)}
        </span>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere',
          visitor && 'rounded-br-md bg-navy-900 text-white',
          staff && 'rounded-bl-md bg-brand-50 text-slate-900 ring-1 ring-inset ring-brand-200',
          !visitor && !staff && 'rounded-bl-md bg-white text-slate-900 shadow-sm',
        )}
      >
        <span className="sr-only">{staff ? `${authorOf(message)} (staff): ` : `${authorOf(message)}: `}</span>
        <MessageContent content={message.content} typed={visitor || staff} />
      </div>
      {children}
    </MessageRow>
  );
}
