import { CheckCircle2, MessageSquareReply } from 'lucide-react';
import type { PartnershipFeedbackItem } from '../../../../../../contracts/partnership';
import { Badge } from '../../../../../components/ui/badge';
import { Button } from '../../../../../components/ui/button';
import { Stars } from '../../../../../components/ui/stars';
import { formatDate, formatDateTime } from '../../../../../lib/format';
import { journeyTone, statusLabel } from '../labels';

/** One piece of partnership feedback: what the manager wrote, and the team's response (docs/product/property-managers-and-journey.md: resolved versus other). */
export function FeedbackCard({ feedback, onRespond }: { feedback: PartnershipFeedbackItem; onRespond: () => void }) {
  const resolved = feedback.status === 'resolved';
  return (
    <li className="space-y-3 p-4 sm:p-5" data-testid="feedback-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-navy-900 wrap-anywhere">{feedback.subject}</h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={journeyTone(feedback.status)}>
              {resolved ? <CheckCircle2 aria-hidden="true" className="mr-1 size-3" /> : null}
              {statusLabel(feedback.status)}
            </Badge>
            <Badge>{statusLabel(feedback.feedbackType)}</Badge>
            {feedback.rating ? <Stars rating={feedback.rating} className="[&_svg]:size-4" /> : null}
          </div>
        </div>
        <Button
          size="sm"
          variant={resolved ? 'outline' : 'primary'}
          className="min-h-11 w-full sm:min-h-9 sm:w-auto"
          onClick={onRespond}
          aria-label={`${feedback.response ? 'Edit response to' : 'Add response to'} ${feedback.subject}`}
          icon={MessageSquareReply}
        >
          {feedback.response ? 'Edit Response' : 'Add Response'}
        </Button>
      </div>
      <p className="whitespace-pre-line text-sm text-slate-800 wrap-anywhere">{feedback.message}</p>
      <p className="text-xs text-slate-600">
        From {feedback.submittedBy ?? 'the property manager'}
        {feedback.submittedByEmail ? ` (${feedback.submittedByEmail})` : ''} · {formatDateTime(feedback.createdAt)}
      </p>
      {feedback.response ? (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 text-sm">
          <p className="text-xs font-semibold text-emerald-900">
            Response from {feedback.respondedBy ?? 'the team'} · {formatDate(feedback.respondedDate)}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{feedback.response}</p>
        </div>
      ) : null}
    </li>
  );
}
