import { managerInquiryRequest } from '../../../../../contracts/partnership';
import type { PortalLocation } from '../../../../../contracts/portal';
import { FormActions } from '../../../../components/forms/form-actions';
import { MEETING_INQUIRY } from '../../../../components/portal/portal-labels';
import { usePortalForm } from '../../../../components/portal/use-portal-form';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../../components/ui/form-controls';
import { useSendInquiry } from '../api/inquiries';

/** The overview's "Request a Meeting": a meeting request to the team (property_manager_inquiries, decision 020). */
export function MeetingRequestDialog(props: { location: PortalLocation; open: boolean; onClose: () => void }) {
  if (!props.open) return null;
  return <MeetingRequestForm location={props.location} onClose={props.onClose} />;
}

function MeetingRequestForm({ location, onClose }: { location: PortalLocation; onClose: () => void }) {
  const send = useSendInquiry();
  const { form, onSubmit, field, errorOf } = usePortalForm({
    schema: managerInquiryRequest,
    defaults: {
      inquiryType: MEETING_INQUIRY,
      priority: 'medium',
      subject: 'Meeting request',
      message: '',
      managerPhone: location.contactPhone,
    },
    fields: ['subject', 'message', 'managerPhone'],
    send: send.mutateAsync,
    sent: { title: 'Meeting Requested', description: 'Your partnership team will answer within 24 hours.' },
    failed: 'Failed to send the meeting request',
    onSent: onClose,
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Request a Meeting"
        description="Say what you would like to discuss and which days and times suit you; the team answers here."
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field id="meeting-subject" label="Subject" required error={errorOf('subject')}>
            <Input maxLength={200} {...field('subject', 'meeting-subject')} />
          </Field>
          <Field id="meeting-message" label="What and when" required error={errorOf('message')}>
            <Textarea
              rows={4}
              maxLength={5000}
              placeholder="e.g. Review the installation plan; Tuesday or Thursday mornings work best."
              {...field('message', 'meeting-message')}
            />
          </Field>
          <Field id="meeting-phone" label="Phone for the team to call" error={errorOf('managerPhone')}>
            <Input type="tel" autoComplete="tel" maxLength={40} {...field('managerPhone', 'meeting-phone')} />
          </Field>
          <FormActions submitLabel="Send Request" busy={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
