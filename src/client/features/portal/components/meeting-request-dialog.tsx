import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { managerInquiryRequest } from '../../../../contracts/partnership';
import type { PortalLocation } from '../../../../contracts/portal';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { useSendInquiry } from '../api/inquiries';
import { MEETING_INQUIRY } from './portal-labels';
import { showServerErrors } from './server-errors';

type FormInput = z.input<typeof managerInquiryRequest>;
type FormOutput = z.output<typeof managerInquiryRequest>;
const fields = ['subject', 'message', 'managerPhone'] as const;

/** The overview's "Request a Meeting": a meeting request to the team (property_manager_inquiries, decision 020). */
export function MeetingRequestDialog(props: { location: PortalLocation; open: boolean; onClose: () => void }) {
  if (!props.open) return null;
  return <MeetingRequestForm location={props.location} onClose={props.onClose} />;
}

function MeetingRequestForm({ location, onClose }: { location: PortalLocation; onClose: () => void }) {
  const send = useSendInquiry();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(managerInquiryRequest) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      inquiryType: MEETING_INQUIRY,
      priority: 'medium',
      subject: 'Meeting request',
      message: '',
      managerPhone: location.contactPhone,
    },
  });
  const errors = form.formState.errors;
  const field = (name: (typeof fields)[number], id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: 'Meeting Requested', description: 'Your partnership team will answer within 24 hours.' });
      onClose();
    } catch (error) {
      const message = showServerErrors(error, form.setError, fields, 'Failed to send the meeting request');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Request a Meeting"
        description="Say what you would like to discuss and which days and times suit you; the team answers here."
      >
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field id="meeting-subject" label="Subject" required error={errors.subject?.message}>
            <Input maxLength={200} {...field('subject', 'meeting-subject')} />
          </Field>
          <Field id="meeting-message" label="What and when" required error={errors.message?.message}>
            <Textarea
              rows={4}
              maxLength={5000}
              placeholder="e.g. Review the installation plan; Tuesday or Thursday mornings work best."
              {...field('message', 'meeting-message')}
            />
          </Field>
          <Field id="meeting-phone" label="Phone for the team to call" error={errors.managerPhone?.message}>
            <Input type="tel" autoComplete="tel" maxLength={40} {...field('managerPhone', 'meeting-phone')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Send Request
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
