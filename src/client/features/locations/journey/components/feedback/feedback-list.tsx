import { useState } from 'react';
import { partnershipFeedbackStatuses } from '../../../../../../contracts/enums';
import type { PartnershipFeedbackItem } from '../../../../../../contracts/partnership';
import { FilterSelect } from '../../../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Spinner } from '../../../../../components/ui/spinner';
import { usePartnershipFeedback } from '../../api/partnership-feedback';
import { statusLabel } from '../labels';
import { RecordSection } from '../record-section';
import { FeedbackCard } from './feedback-card';
import { FeedbackResponseDialog } from './feedback-response-dialog';

/**
 * Feedback Management of one location: what its manager wrote, filtered by status, each answered with "Add
 * Response". The Timeline tab and the /feedback screen are this one component.
 */
export function FeedbackList({ locationId }: { locationId: number }) {
  const [status, setStatus] = useState('');
  const list = usePartnershipFeedback({ locationId, status: status || undefined });
  useFetchErrorToast(list.isError, 'Failed to fetch feedback');
  const [responding, setResponding] = useState<PartnershipFeedbackItem | null>(null);
  const open = list.data?.filter((item) => item.status !== 'resolved').length;

  return (
    <RecordSection
      title="Partnership Feedback"
      description={
        open === undefined ? undefined : status ? `${list.data?.length} shown` : `${open} open of ${list.data?.length}`
      }
      toolbar={
        <div className="sm:max-w-56">
          <FilterSelect
            id={`feedback-status-${locationId}`}
            label="Status"
            value={status}
            onChange={setStatus}
            options={partnershipFeedbackStatuses.map((value) => [value, statusLabel(value)])}
          />
        </div>
      }
    >
      {!list.data ? (
        <Spinner label="Loading feedback…" className="py-12" />
      ) : list.data.length === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600">
          {status ? 'No feedback matches this status' : 'No feedback yet'}
        </p>
      ) : (
        <ul aria-label="Feedback" aria-busy={list.isFetching} className="divide-y divide-slate-100">
          {list.data.map((feedback) => (
            <FeedbackCard key={feedback.id} feedback={feedback} onRespond={() => setResponding(feedback)} />
          ))}
        </ul>
      )}
      <FeedbackResponseDialog feedback={responding} onClose={() => setResponding(null)} />
    </RecordSection>
  );
}
