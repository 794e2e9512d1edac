import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LabelledInput } from '../../../components/forms/labelled-input';
import { withToasts } from '../../../components/forms/with-toasts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useSendTestEmail } from '../api/overview';

/** "Test Email": sends the welcome test e-mail to an address (the signed-in member's own by default). */
export function TestEmailDialog({ defaultEmail }: { defaultEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const send = useSendTestEmail();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await withToasts(() => send.mutateAsync({ email }), 'Welcome email sent successfully', {
      title: 'Error',
      describe: () => 'Failed to send test email. Check your email configuration.',
    });
    if (sent) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" icon={Mail}>
          Test Email
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Send a test e-mail"
        description="The welcome test e-mail goes through the mail service, like every other message."
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <LabelledInput
            id="test-email-address"
            label="Send to"
            type="email"
            required
            value={email}
            onValueChange={setEmail}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Test Email'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
