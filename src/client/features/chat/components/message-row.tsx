import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { MessageText } from './message-text';

/** One message of a conversation in a list: the reader's own side on the right, the other side's on the left. */
export function MessageRow(props: { testId: string; role: string; mine: boolean; children: ReactNode }) {
  return (
    <li
      data-testid={props.testId}
      data-role={props.role}
      className={cn('flex flex-col', props.mine ? 'items-end' : 'items-start')}
    >
      {props.children}
    </li>
  );
}

/** A message's words: what a person typed as text (no markdown, no markup), the assistant's answer rendered. */
export function MessageContent({ content, typed }: { content: string; typed: boolean }) {
  return typed ? <p className="whitespace-pre-wrap">{content}</p> : <MessageText content={content} />;
}
