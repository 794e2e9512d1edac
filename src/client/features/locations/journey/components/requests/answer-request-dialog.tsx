import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { formatDateTime, humanize } from '../../../../../lib/format';
import { InquiryAnswerForm } from './inquiry-answer-form';
import { ProductAnswerForm } from './product-answer-form';
import { type ManagerRequest, requestKindLabels } from './request-model';

/** Assign, answer, set the status of or close what a manager asked for; the manager reads the answer in the portal. */
export function AnswerRequestDialog({ request, onClose }: { request: ManagerRequest | null; onClose: () => void }) {
  if (!request) return null;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={`Answer ${requestKindLabels[request.kind].toLowerCase()}`}
        description={request.locationName ? `${request.title} · ${request.locationName}` : request.title}
        className="max-w-2xl"
      >
        <div className="mb-4 space-y-1 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="text-xs text-slate-600">
            From {request.from}
            {request.email ? ` (${request.email})` : ''} · {formatDateTime(request.createdAt)} ·{' '}
            {humanize(request.priority)} priority
          </p>
          {request.message ? (
            <p className="max-h-40 overflow-y-auto whitespace-pre-line text-slate-800 wrap-anywhere">
              {request.message}
            </p>
          ) : null}
        </div>
        {request.kind === 'product' ? (
          <ProductAnswerForm key={request.key} item={request.item} onClose={onClose} />
        ) : (
          <InquiryAnswerForm key={request.key} item={request.item} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
