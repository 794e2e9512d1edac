import { useState } from 'react';
import type { AdminReviewItem } from '../../../../../contracts/admin-reviews';
import { LabelledTextarea } from '../../../../components/forms/labelled-textarea';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';

/** Approve or decline a pending review with moderation notes (docs/product/reviews.md: notes accompany a status change). */
export function ModerateReviewDialog(props: {
  review: AdminReviewItem;
  status: 'approved' | 'declined';
  busy: boolean;
  onConfirm: (moderationNotes: string) => void;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState('');
  const verb = props.status === 'approved' ? 'Approve' : 'Decline';
  return (
    <Dialog open onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent title={`${verb} Review`} description={`${props.review.reviewerName}, ${props.review.rating}/5`}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm(notes);
          }}
        >
          <LabelledTextarea
            id="moderation-notes"
            label="Moderation Notes"
            hint="Kept with the review for the team"
            rows={4}
            maxLength={5000}
            value={notes}
            onValueChange={setNotes}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={props.onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={props.status === 'declined' ? 'destructive' : 'primary'}
              disabled={props.busy}
            >
              {verb}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
