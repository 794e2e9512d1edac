import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { MessageContent, MessageRow } from '../../chat';
import { AnswerMeta } from '../../chat-sessions';
import type { TestEntry } from '../hooks/use-test-chat';

/** One message of the test: the tester's on the right; the assistant's on the left, rendered, with provenance. */
export function TestMessage({ entry }: { entry: TestEntry }) {
  const mine = entry.role === 'user';
  return (
    <MessageRow testId="test-chat-message" role={entry.role} mine={mine}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere',
          mine ? 'rounded-br-md bg-navy-900 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You asked: ' : 'Assistant: '}</span>
        <MessageContent content={entry.content} typed={mine} />
      </div>
      <time dateTime={entry.timestamp} className="mt-1 px-1 text-xs text-slate-600">
        {formatDateTime(entry.timestamp)}
      </time>
      {mine ? null : <AnswerMeta sources={entry.sources} confidence={entry.confidence} />}
    </MessageRow>
  );
}
