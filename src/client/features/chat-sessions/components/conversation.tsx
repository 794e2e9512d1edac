import type { StaffChatMessage } from '../../../../contracts/chat';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { MessageText } from '../../chat';
import { AnswerWhyDisclosure } from './answer-explanation';
import { AnswerMeta } from './answer-meta';

/** One session's messages (docs/product/chat-sessions.md): the visitor's on the right, the others on the left, each with its time. */
export function Conversation({ messages }: { messages: StaffChatMessage[] }) {
  if (messages.length === 0) {
    return <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-600">No messages in this session</p>;
  }
  return (
    <ol aria-label="Conversation" className="space-y-4 rounded-xl bg-slate-50 p-3 sm:p-4">
      {messages.map((message) => {
        const mine = message.role === 'user';
        return (
          <li
            key={message.id}
            data-testid="conversation-message"
            data-role={message.role}
            className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere',
                mine ? 'rounded-br-md bg-navy-900 text-white' : 'rounded-bl-md bg-white text-slate-900 shadow-sm',
              )}
            >
              <span className="sr-only">{mine ? 'Visitor: ' : 'Assistant: '}</span>
              {mine ? (
                <p className="whitespace-pre-wrap">{message.content}</p>
              ) : (
                <MessageText content={message.content} />
              )}
            </div>
            <time dateTime={message.timestamp} className="mt-1 px-1 text-xs text-slate-600">
              {formatDateTime(message.timestamp)}
            </time>
            {mine ? null : <AnswerMeta sources={message.sources} confidence={message.confidence} />}
            {mine ? null : <AnswerWhyDisclosure explanation={message.explanation} />}
          </li>
        );
      })}
    </ol>
  );
}
