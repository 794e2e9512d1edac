import type { StaffChatMessage } from '../../../../contracts/chat';
import { formatDateTime } from '../../../lib/format';
import { TeachButton } from '../../chatbot-training';
import { AnswerWhyDisclosure } from './answer-explanation';
import { AnswerMeta } from './answer-meta';
import { MessageBubble } from './message-bubble';

/** The entries the assistant considered for the answer to a visitor's message: what staff are offered to teach. */
function considered(answer: StaffChatMessage | undefined): string[] {
  if (answer?.role !== 'assistant') return [];
  const model = answer.explanation?.model;
  const titles = [
    model?.entry,
    model?.runnerUp?.title,
    ...(answer.sources ?? []).filter((source) => source.id !== null).map((source) => source.title),
  ];
  return titles.filter((title): title is string => Boolean(title));
}

/**
 * One session's messages (docs/product/chat-sessions.md): the visitor's on the right, the others on the left, each
 * with its time. Admins can teach the assistant from any visitor message (docs/product/chat-assistant.md).
 */
export function Conversation({ messages }: { messages: StaffChatMessage[] }) {
  if (messages.length === 0) {
    return <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-600">No messages in this session</p>;
  }
  return (
    <ol aria-label="Conversation" className="space-y-4 rounded-xl bg-slate-50 p-3 sm:p-4">
      {messages.map((message, index) => {
        const assistant = message.role === 'assistant';
        return (
          <MessageBubble key={message.id} message={message}>
            <time dateTime={message.timestamp} className="mt-1 px-1 text-xs text-slate-600">
              {formatDateTime(message.timestamp)}
            </time>
            {message.role === 'user' ? (
              <TeachButton
                question={message.content}
                source={{ messageId: message.id }}
                closest={considered(messages[index + 1])}
                className="mt-1 justify-end"
              />
            ) : null}
            {assistant ? <AnswerMeta sources={message.sources} confidence={message.confidence} /> : null}
            {assistant ? <AnswerWhyDisclosure explanation={message.explanation} /> : null}
          </MessageBubble>
        );
      })}
    </ol>
  );
}
