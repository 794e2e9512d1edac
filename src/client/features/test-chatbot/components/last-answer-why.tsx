import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AnswerWhy, chatSessionQuery } from '../../chat-sessions';
import { TeachButton } from '../../chatbot-training';

/**
 * Why the latest answer of the test conversation was given or refused, read from the stored conversation, and the
 * question it answered to teach the assistant from (docs/product/chat-assistant.md).
 */
export function LastAnswerWhy({ sessionId, messageId }: { sessionId: string | null; messageId: number | null }) {
  const detail = useQuery({ ...chatSessionQuery(sessionId ?? ''), enabled: sessionId !== null && messageId !== null });
  const { refetch } = detail;
  useEffect(() => {
    if (sessionId && messageId) void refetch();
  }, [sessionId, messageId, refetch]);
  const messages = detail.data?.messages ?? [];
  const at = messages.findIndex((m) => m.id === messageId);
  const message = messages[at];
  const question = messages.slice(0, Math.max(at, 0)).findLast((m) => m.role === 'user');
  if (!messageId) return null;
  const model = message?.explanation?.model;
  return (
    <section aria-labelledby="last-answer-why" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="last-answer-why" className="mb-2 text-base font-semibold text-slate-900">
        Why this answer
      </h2>
      {message?.explanation ? (
        <AnswerWhy explanation={message.explanation} />
      ) : (
        <p className="text-sm text-slate-600">{detail.isError ? 'The explanation could not be loaded.' : 'Loading…'}</p>
      )}
      {question ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <p className="mb-2 text-xs text-slate-600">Not the right answer? Teach the assistant this question.</p>
          <TeachButton
            key={question.id}
            question={question.content}
            source={{ messageId: question.id }}
            closest={[model?.entry, model?.runnerUp?.title].filter((title): title is string => Boolean(title))}
          />
        </div>
      ) : null}
    </section>
  );
}
