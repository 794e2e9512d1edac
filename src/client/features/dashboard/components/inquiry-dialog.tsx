import type { InquiryItem } from '../../../../contracts/dashboard';
import { contactFacilityLabels, contactFacilityTypes, isOneOf } from '../../../../contracts/enums';
import { withToasts } from '../../../components/forms/with-toasts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { useSetInquiryContacted } from '../api/inquiries';
import { AgeBadge } from './age-badge';
import { CreateProspectButton } from './create-prospect-button';
import { DetailList } from './detail-list';

export const facilityLabel = (value: string) =>
  isOneOf(contactFacilityTypes, value) ? contactFacilityLabels[value] : value;

/** One inquiry in full, with the "contacted" switch of the 24-hour promise. */
export function InquiryDialog({ inquiry, onClose }: { inquiry: InquiryItem | null; onClose: () => void }) {
  const setContacted = useSetInquiryContacted();
  if (!inquiry) return null;
  const open = !inquiry.contactedAt;
  const toggle = async () => {
    const updated = await withToasts(
      () => setContacted.mutateAsync({ id: inquiry.id, contacted: open }),
      open ? 'Inquiry marked as contacted' : 'Inquiry reopened',
      { title: 'Error', describe: () => 'Failed to update the inquiry' },
    );
    if (updated) onClose();
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title={`${inquiry.firstName} ${inquiry.lastName}`}
        description={`Inquiry #${inquiry.id}`}
        className="max-w-2xl"
      >
        <div className="mb-4 flex flex-wrap gap-2">
          {open ? <Badge tone="amber">Open</Badge> : <Badge tone="green">Contacted</Badge>}
          <AgeBadge createdAt={inquiry.createdAt} open={open} />
        </div>
        <DetailList
          rows={[
            [
              'Email',
              <a key="e" className="text-brand-700 underline" href={`mailto:${inquiry.email}`}>
                {inquiry.email}
              </a>,
            ],
            [
              'Phone',
              <a key="p" className="text-brand-700 underline" href={`tel:${inquiry.phone}`}>
                {inquiry.phone}
              </a>,
            ],
            ['Facility', facilityLabel(inquiry.facilityType)],
            ['Company', inquiry.companyName],
            ['Custom cabinetry', inquiry.customCabinetry ? 'Interested' : 'No'],
            ['Message', inquiry.message],
            ['Received', formatDateTime(inquiry.createdAt)],
            [
              'Contacted',
              inquiry.contactedAt ? `${formatDateTime(inquiry.contactedAt)} by ${inquiry.contactedBy ?? 'N/A'}` : null,
            ],
          ]}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <CreateProspectButton inquiry={inquiry} />
          <Button
            variant={open ? 'primary' : 'outline'}
            onClick={() => void toggle()}
            disabled={setContacted.isPending}
          >
            {open ? 'Mark Contacted' : 'Reopen'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
