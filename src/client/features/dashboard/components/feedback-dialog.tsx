import { useState } from 'react';
import type { FeedbackItem } from '../../../../contracts/dashboard';
import {
  type FeedbackStatus,
  feedbackStatuses,
  isOneOf,
  feedbackStatusLabels as statusLabels,
} from '../../../../contracts/enums';
import { LabelledTextarea } from '../../../components/forms/labelled-textarea';
import { withToasts } from '../../../components/forms/with-toasts';
import { Badge, priorityTone, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime, humanize } from '../../../lib/format';
import { useUpdateFeedbackStatus } from '../api/feedback';
import { AgeBadge } from './age-badge';
import { DetailList } from './detail-list';

/**
 * One feedback item and its status workflow (docs/product/back-office.md): a selector with Update; Mark In
 * Progress (disabled when in progress); Mark Resolved (disabled when resolved, sent only with resolution notes);
 * the notes box shows when resolved is chosen or the item is resolved, prefilled with the existing resolution.
 */
export function FeedbackDialog({ feedback, onClose }: { feedback: FeedbackItem | null; onClose: () => void }) {
  if (!feedback) return null;
  return <FeedbackDialogBody key={feedback.id} feedback={feedback} onClose={onClose} />;
}

function FeedbackDialogBody({ feedback, onClose }: { feedback: FeedbackItem; onClose: () => void }) {
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status);
  const [notes, setNotes] = useState(feedback.resolution ?? '');
  const update = useUpdateFeedbackStatus();
  const showNotes = status === 'resolved' || feedback.status === 'resolved';

  const send = async (next: FeedbackStatus) => {
    const updated = await withToasts(
      () =>
        update.mutateAsync({
          id: feedback.id,
          status: next,
          ...(showNotes || next === 'resolved' ? { resolution: notes } : {}),
        }),
      'Feedback status updated successfully',
      { title: 'Error', describe: () => 'Failed to update feedback status' },
    );
    if (updated) onClose();
  };

  const markResolved = () => {
    setStatus('resolved');
    if (!notes.trim()) {
      toast({
        title: 'Resolution notes needed',
        description: 'Describe how the issue was resolved, then mark it resolved.',
        variant: 'destructive',
      });
      return;
    }
    void send('resolved');
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={feedback.subject}
        description={`Feedback #${feedback.id} from ${feedback.customerName}`}
        className="max-w-2xl"
      >
        <div className="mb-4 flex flex-wrap gap-2">
          <Badge tone={statusTone(feedback.status)}>{statusLabels[feedback.status]}</Badge>
          <Badge tone={priorityTone(feedback.priority)}>{humanize(feedback.priority)} priority</Badge>
          <AgeBadge createdAt={feedback.createdAt} open={feedback.status !== 'resolved'} />
        </div>
        <DetailList
          rows={[
            ['Customer', feedback.customerName],
            [
              'Email',
              <a key="e" className="text-brand-700 underline" href={`mailto:${feedback.email}`}>
                {feedback.email}
              </a>,
            ],
            ['Phone', feedback.phone],
            ['Location', feedback.location],
            ['Issue type', humanize(feedback.issueType)],
            ['Description', feedback.description],
            ['Assigned to', feedback.assignedTo],
            ['Received', formatDateTime(feedback.createdAt)],
            ['Updated', formatDateTime(feedback.updatedAt)],
            ['Resolved', formatDateTime(feedback.resolvedAt)],
          ]}
        />
        <div className="mt-6 space-y-4 rounded-xl bg-slate-50 p-4">
          <div className="flex flex-wrap items-end gap-2">
            <Field id="feedback-status" label="Status" className="min-w-48 flex-1">
              <Select
                id="feedback-status"
                value={status}
                onChange={(event) => {
                  const next = event.target.value;
                  if (isOneOf(feedbackStatuses, next)) setStatus(next);
                }}
                options={optionsOf(feedbackStatuses, (value) => statusLabels[value])}
              />
            </Field>
            <Button onClick={() => void send(status)} disabled={update.isPending}>
              Update
            </Button>
          </div>
          {showNotes ? (
            <LabelledTextarea
              id="feedback-resolution"
              label="Resolution notes"
              rows={4}
              maxLength={5000}
              value={notes}
              onValueChange={setNotes}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={feedback.status === 'in_progress' || update.isPending}
              onClick={() => void send('in_progress')}
            >
              Mark In Progress
            </Button>
            <Button
              variant="secondary"
              disabled={feedback.status === 'resolved' || update.isPending}
              onClick={markResolved}
            >
              Mark Resolved
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
