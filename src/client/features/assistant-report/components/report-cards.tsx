import {
  BookOpenCheck,
  CircleAlert,
  CircleHelp,
  Gauge,
  type LucideIcon,
  MessagesSquare,
  ThumbsUp,
  UserRound,
} from 'lucide-react';
import type { AssistantWeek } from '../../../../contracts/assistant-report';
import { percent } from './week-label';

type Card = { label: string; value: string | number; detail: string; icon: LucideIcon };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The chosen week's figures (docs/product/chat-assistant.md#assistant-report), one card each. */
export function ReportCards({ week }: { week: AssistantWeek }) {
  const answered = week.answeredFromEntry + week.answeredFromPassage;
  const cards: Card[] = [
    {
      label: 'Conversations',
      value: week.conversations,
      detail: 'With a visitor message this week',
      icon: MessagesSquare,
    },
    {
      label: 'Questions',
      value: week.questions,
      detail: `${week.askedForPerson} asked for a person; ${plural(week.fixedReplies, 'fixed reply', 'fixed replies')} (hello, hours, support) apart`,
      icon: CircleHelp,
    },
    {
      label: 'Answered',
      value: answered,
      detail: `${week.answeredFromEntry} from entries, ${week.answeredFromPassage} from site pages`,
      icon: BookOpenCheck,
    },
    {
      label: 'Unanswered',
      value: week.unanswered,
      detail: 'The assistant said it was not sure',
      icon: CircleAlert,
    },
    {
      label: 'Handed to a person',
      value: week.handedToPerson,
      detail: 'Conversations that asked for our team',
      icon: UserRound,
    },
    {
      label: 'Votes',
      value: `${week.helpful} / ${week.notHelpful}`,
      detail: 'Helpful / not helpful',
      icon: ThumbsUp,
    },
  ];
  return (
    <div className="space-y-4">
      <section
        aria-label="Resolution rate"
        className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-navy-900 p-5 text-white shadow-soft"
      >
        <Gauge aria-hidden="true" className="size-8 text-brand-300" />
        <div>
          <p className="text-sm font-medium text-slate-200">Resolution rate</p>
          <p className="text-4xl font-bold" data-testid="resolution-rate">
            {percent(week.resolutionRate)}
          </p>
        </div>
        <p className="min-w-0 flex-1 basis-64 text-sm text-slate-200">
          {week.questions === 0
            ? 'No questions this week.'
            : `${week.resolved} of ${plural(week.questions, 'question', 'questions')} answered from an entry or a site page and not marked not helpful.`}
        </p>
      </section>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="report-cards">
        {cards.map(({ label, value, detail, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-soft sm:p-5">
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-slate-600">
              {label}
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            </dt>
            <dd className="mt-1 text-3xl font-bold text-navy-900">{value}</dd>
            <dd className="mt-1 text-xs text-slate-600 sm:text-sm">{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
