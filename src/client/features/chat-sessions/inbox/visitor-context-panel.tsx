import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { VisitorContext } from '../../../../contracts/visitor-context';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { chatSessionQuery } from '../api/chat-session';
import { AnswerWhyDisclosure } from '../components/answer-explanation';
import { useVisitorContext } from './api/visitor-context';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

const section = 'border-b border-slate-200 px-4 py-3 last:border-b-0';
const sectionTitle = 'mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600';

/** Who the visitor is and where they are: name, e-mail and phone when given, the page, the market, the way in. */
function VisitorFacts({ context }: { context: VisitorContext }) {
  return (
    <dl>
      <Fact label="Name">{context.name?.trim() || 'Not given'}</Fact>
      <Fact label="Email">
        {context.email ? (
          <a className="text-navy-800 underline" href={`mailto:${context.email}`}>
            {context.email}
          </a>
        ) : (
          'Not given'
        )}
      </Fact>
      {context.phone ? (
        <Fact label="Phone">
          <a className="text-navy-800 underline" href={`tel:${context.phone}`}>
            {context.phone}
          </a>
        </Fact>
      ) : null}
      <Fact label="On page">
        {context.page ? (
          <a className="text-navy-800 underline" href={context.page.path} target="_blank" rel="noreferrer">
            {context.page.title ?? context.page.path}
          </a>
        ) : (
          'Not known'
        )}
      </Fact>
      {context.market ? <Fact label="Market">{context.market.name}</Fact> : null}
      <Fact label="Came from">{context.referrer ?? 'Direct visit or not known'}</Fact>
      <Fact label="Started">{formatDateTime(context.startedAt)}</Fact>
    </dl>
  );
}

/** The visitor's other conversations (same e-mail), newest first. */
function EarlierChats({ context }: { context: VisitorContext }) {
  if (!context.email) return <p className="text-sm text-slate-600">No e-mail given, so no earlier chats are known.</p>;
  if (context.earlier.length === 0) return <p className="text-sm text-slate-600">None with this e-mail.</p>;
  return (
    <ul className="space-y-2">
      {context.earlier.map((chat) => (
        <li key={chat.sessionId} className="text-sm">
          <span className="block text-xs text-slate-600">{formatDateTime(chat.startedAt)}</span>
          <span className="block text-slate-900 wrap-anywhere">{chat.firstQuestion ?? 'No question asked'}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each answer the assistant gave in this chat before the hand-off, with why it gave it. */
function AssistantAnswers({ sessionId }: { sessionId: string }) {
  const detail = useQuery(chatSessionQuery(sessionId));
  const messages = detail.data?.messages ?? [];
  const answers = messages.flatMap((message, index) =>
    message.role === 'assistant' && message.explanation
      ? [{ message, question: messages.slice(0, index).findLast((earlier) => earlier.role === 'user')?.content }]
      : [],
  );
  if (detail.isPending) return <Spinner label="Reading the answers…" className="py-2" />;
  if (answers.length === 0) return <p className="text-sm text-slate-600">The assistant has not answered yet.</p>;
  return (
    <ol className="space-y-3">
      {answers.map(({ message, question }) => (
        <li key={message.id} className="text-sm">
          {question ? <p className="font-medium text-slate-900 wrap-anywhere">“{question}”</p> : null}
          <p className="text-xs text-slate-600">
            {message.explanation?.topic ? `Answered: ${message.explanation.topic}` : 'Not answered from a topic'}
          </p>
          <AnswerWhyDisclosure explanation={message.explanation} />
        </li>
      ))}
    </ol>
  );
}

/**
 * What we know about the visitor of a live chat (docs/product/live-chat.md): their details, the page they are on
 * and its market, where they came from, their earlier chats, and why the assistant answered as it did.
 */
export function VisitorContextPanel({ sessionId }: { sessionId: string }) {
  const context = useVisitorContext(sessionId);
  return (
    <div data-testid="visitor-context">
      <section className={section}>
        <h3 className={sectionTitle}>Visitor</h3>
        {context.data ? (
          <VisitorFacts context={context.data} />
        ) : context.isError ? (
          <p className="text-sm text-slate-600">What we know could not be read.</p>
        ) : (
          <Spinner label="Reading what we know…" className="py-2" />
        )}
      </section>
      {context.data ? (
        <section className={section}>
          <h3 className={sectionTitle}>Earlier chats</h3>
          <EarlierChats context={context.data} />
        </section>
      ) : null}
      <section className={section}>
        <h3 className={sectionTitle}>Assistant's answers</h3>
        <AssistantAnswers sessionId={sessionId} />
      </section>
    </div>
  );
}
