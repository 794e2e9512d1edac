import { type SuggestionItem, suggestionActions } from '../../../../contracts/assistant-admin';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LabelledText } from '../../../components/ui/labelled-text';
import { formatDateTime, humanize } from '../../../lib/format';
import { suggestionPriorityLabel } from './training-labels';

const statusTone: Record<SuggestionItem['status'], BadgeTone> = {
  pending: 'amber',
  approved: 'blue',
  rejected: 'red',
  implemented: 'green',
};
const sourceLabel: Record<SuggestionItem['source'], string> = {
  chat: 'From chat',
  feedback: 'From feedback',
  admin: 'Added by staff',
};

/** One suggestion: the question, how often and where it came up, the closest entries, and what can be done with it. */
export function SuggestionCard(props: {
  suggestion: SuggestionItem;
  onReview: () => void;
  onImplement: () => void;
  /** "This should have been answered by…" or "Not our topic" (docs/product/chat-assistant.md). */
  onTeach: () => void;
}) {
  const { suggestion } = props;
  const actions = suggestionActions(suggestion.status);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft" data-testid="suggestion-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 flex-1 text-base font-semibold text-navy-900 wrap-anywhere">
          {suggestion.suggestedQuestion}
        </h3>
        <Badge tone={statusTone[suggestion.status]}>{humanize(suggestion.status)}</Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge>{sourceLabel[suggestion.source]}</Badge>
        <Badge tone="blue">{humanize(suggestion.suggestedCategory)}</Badge>
        <Badge tone={suggestion.suggestedPriority >= 3 ? 'red' : 'slate'}>
          {suggestionPriorityLabel(suggestion.suggestedPriority)} priority
        </Badge>
        {suggestion.askedCount > 1 ? <Badge tone="navy">Asked {suggestion.askedCount} times</Badge> : null}
      </div>
      <LabelledText label="Context" className="mt-3 text-sm text-slate-700 wrap-anywhere">
        {suggestion.feedbackContext}
      </LabelledText>
      <LabelledText label="Suggested answer" className="mt-2 text-sm text-slate-700 wrap-anywhere">
        {suggestion.suggestedAnswer}
      </LabelledText>
      <LabelledText label="Closest entries" className="mt-2 text-sm text-slate-600 wrap-anywhere">
        {suggestion.candidates?.map((candidate) => candidate.title).join(' · ')}
      </LabelledText>
      <LabelledText label="Not covered by any entry" className="mt-2 text-sm text-slate-600 wrap-anywhere">
        {suggestion.uncovered}
      </LabelledText>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Created: </dt>
          <dd className="inline">{formatDateTime(suggestion.createdAt)}</dd>
        </div>
        {suggestion.lastAskedAt ? (
          <div>
            <dt className="inline font-medium">Last asked: </dt>
            <dd className="inline">{formatDateTime(suggestion.lastAskedAt)}</dd>
          </div>
        ) : null}
        {suggestion.customerLocation ? (
          <div>
            <dt className="inline font-medium">Location: </dt>
            <dd className="inline">{suggestion.customerLocation}</dd>
          </div>
        ) : null}
        {suggestion.reviewedAt ? (
          <div>
            <dt className="inline font-medium">Reviewed: </dt>
            <dd className="inline">
              {formatDateTime(suggestion.reviewedAt)}
              {suggestion.reviewedBy ? ` by ${suggestion.reviewedBy}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      <LabelledText
        label="Review notes"
        className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere"
      >
        {suggestion.reviewNotes}
      </LabelledText>
      {suggestion.status === 'implemented' ? (
        <p className="mt-3 text-sm font-medium text-emerald-800">
          Implemented as training entry #{suggestion.implementedTrainingDataId}
        </p>
      ) : null}
      {actions.review || actions.implement ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {actions.review ? (
            <Button variant="outline" size="sm" onClick={props.onReview}>
              Review
            </Button>
          ) : null}
          {actions.implement ? (
            <Button size="sm" onClick={props.onImplement}>
              Implement
            </Button>
          ) : null}
          {actions.implement ? (
            <Button
              variant="outline"
              size="sm"
              onClick={props.onTeach}
              aria-label={`Teach: ${suggestion.suggestedQuestion}`}
              title="An entry should have answered it, or it is not our topic"
            >
              Teach
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
