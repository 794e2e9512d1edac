import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AnswerWhy, chatSessionQuery } from '../../chat-sessions';

/** Why the latest answer of the test conversation was given or refused, read from the stored conversation. */
export function LastAnswerWhy({ sessionId, messageId }: { sessionId: string | null; messageId: number | null }) {
  const detail = useQuery({ ...chatSessionQuery(sessionId ?? ''), enabled: sessionId !== null && messageId !== null });
  const { refetch } = detail;
  useEffect(() => {
    if (sessionId && messageId) void refetch();
  }, [sessionId, messageId, refetch]);
  const message = detail.data?.messages.find((m) => m.id === messageId);
  if (!messageId) return null;
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
    </section>
  );
}
