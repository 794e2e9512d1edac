import { type FormEvent, useState } from 'react';
import type { BrandAssetItem } from '../../../../../../contracts/partnership';
import { withToasts } from '../../../../../components/forms/with-toasts';
import { Button } from '../../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Field, Textarea } from '../../../../../components/ui/form-controls';
import { useReviewBrandAsset } from '../../api/brand-assets';

export type AssetReview = { asset: BrandAssetItem; status: 'approved' | 'rejected' };

/** Approve or Reject a brand asset with a note the manager reads; a rejection must say why (decision 019). */
export function AssetReviewDialog({ review, onClose }: { review: AssetReview | null; onClose: () => void }) {
  if (!review) return null;
  return <ReviewForm key={`${review.asset.id}-${review.status}`} review={review} onClose={onClose} />;
}

function ReviewForm({ review, onClose }: { review: AssetReview; onClose: () => void }) {
  const { asset, status } = review;
  const approving = status === 'approved';
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const send = useReviewBrandAsset();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rule as the server's: checked here first so the field can say so before a round trip.
    if (!approving && !note.trim()) {
      setError('Say why the asset is rejected');
      return;
    }
    const saved = await withToasts(
      () => send.mutateAsync({ id: asset.id, locationId: asset.locationId, status, note }),
      approving ? 'Brand asset approved' : 'Brand asset rejected',
      approving ? 'Failed to approve brand asset' : 'Failed to reject brand asset',
    );
    if (saved) onClose();
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={approving ? 'Approve Brand Asset' : 'Reject Brand Asset'}
        description={`${asset.assetName}: the property manager sees the status and this note in the portal.`}
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field
            id="asset-review-note"
            label="Note"
            required={!approving}
            error={error}
            hint={approving ? 'Optional, e.g. where it will be used' : 'What to change, so the next version fits'}
          >
            <Textarea
              id="asset-review-note"
              rows={4}
              maxLength={2000}
              value={note}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'asset-review-note-error' : 'asset-review-note-hint'}
              onChange={(event) => {
                setNote(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={approving ? 'primary' : 'destructive'} disabled={send.isPending}>
              {approving ? 'Approve' : 'Reject'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
