import { MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import type { UnansweredQuestion } from '../../../../contracts/assistant-report';
import { buttonClasses } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { TeachButton } from '../../chatbot-training';

/** The conversation the question was last asked in, opened on /admin-chat. */
const chatHref = (question: UnansweredQuestion) => `/admin-chat?chat=${encodeURIComponent(question.sessionId)}`;

/**
 * The chosen week's most frequent unanswered questions, most asked first, each with one click to teach: the
 * training screens' Teach (this should have been answered by an entry, or not our topic) on its latest asking.
 */
export function UnansweredQuestions({ questions }: { questions: readonly UnansweredQuestion[] }) {
  if (questions.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
        Every question this week was answered, or none was asked.
      </p>
    );
  return (
    <ol className="space-y-3" aria-label="Most frequent unanswered questions">
      {questions.map((question) => (
        <li
          key={question.normalized}
          data-testid="unanswered-question"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold text-navy-900 wrap-anywhere">“{question.question}”</p>
            <p className="mt-1 text-sm text-slate-600">
              Asked {question.count === 1 ? 'once' : `${question.count} times`} · last{' '}
              {formatDateTime(question.lastAskedAt)}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
            <TeachButton
              question={question.question}
              source={{ messageId: question.messageId }}
              closest={question.closest}
            />
            <Link
              href={chatHref(question)}
              className={buttonClasses('ghost', 'sm')}
              aria-label={`Open the chat: ${question.question}`}
            >
              <MessagesSquare aria-hidden="true" className="size-4" />
              Open chat
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
