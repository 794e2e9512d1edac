import { Link, useSearch } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiError } from '../../../lib/api';
import { useAssistantReport } from '../api/assistant-report';
import { ReportCards } from './report-cards';
import { ReportTrend } from './report-trend';
import { UnansweredQuestions } from './unanswered-questions';
import { weekDays, weekNumber } from './week-label';
import { WeekPicker } from './week-picker';

/** Why a report could not be read: the server's word on the week, or a general failure. */
function ReportError({ error }: { error: unknown }) {
  const details = parseApiError(error);
  const message = details?.fieldErrors.week?.[0] ?? 'The report could not be loaded. Please try again.';
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{message}</p>
      <Link href="/admin-assistant-report" className="mt-2 inline-block font-semibold underline">
        Show this week
      </Link>
    </div>
  );
}

/**
 * /admin-assistant-report (docs/product/chat-assistant.md#assistant-report): a week's figures as cards, its most
 * frequent unanswered questions to teach, and the 12 weeks' trend. The week is kept in the address (`?week=`).
 */
export function AssistantReportView() {
  const week = new URLSearchParams(useSearch()).get('week') || null;
  const report = useAssistantReport(week);
  if (report.isError && !report.isPlaceholderData) return <ReportError error={report.error} />;
  const data = report.data;
  if (!data) return <Spinner label="Loading the report…" className="py-16" />;
  const shown = data.week;
  return (
    <div className="space-y-8" aria-busy={report.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-navy-900">
            {weekNumber(shown)}
            {shown.week === data.currentWeek ? ' (this week)' : ''}
          </h2>
          <p className="text-sm text-slate-600">
            {weekDays(shown)} · Monday to Sunday, {data.timeZone} time
          </p>
        </div>
        <WeekPicker week={shown.week} currentWeek={data.currentWeek} />
      </div>

      <ReportCards week={shown} />

      <section aria-labelledby="unanswered-heading" className="space-y-3">
        <h2 id="unanswered-heading" className="text-lg font-bold text-navy-900">
          Most frequent unanswered questions
        </h2>
        <p className="text-sm text-slate-600">
          Teach the assistant which entry should have answered a question, or that it is not our topic: the next visitor
          who asks it gets the new answer at once.
        </p>
        <UnansweredQuestions questions={data.topUnanswered} />
      </section>

      <section aria-labelledby="trend-heading" className="space-y-3">
        <h2 id="trend-heading" className="text-lg font-bold text-navy-900">
          The last 12 weeks
        </h2>
        <ReportTrend weeks={data.trend} chosen={shown.week} currentWeek={data.currentWeek} />
        <p className="text-sm text-slate-600">
          Resolution rate: questions answered from an entry or a site page and not marked not helpful, over all
          questions (answered, unanswered, or asking for a person). Greetings, hours and tech support get fixed replies
          and are left out.
        </p>
      </section>
    </div>
  );
}
