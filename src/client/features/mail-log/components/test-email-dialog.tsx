import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LabelledInput } from '../../../components/forms/labelled-input';
import { withToasts } from '../../../components/forms/with-toasts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useSendTestEmail } from '../api/mail-log';

/**
 * "Send a test e-mail" (admins): the test message to an address, the admin's own by default. It goes through the
 * outbox like every other message, so its row in the log says whether the mail set-up works.
 */
export function TestEmailDialog({ defaultEmail }: { defaultEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const send = useSendTestEmail();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await withToasts(
      () => send.mutateAsync({ email }),
      () => ({ title: 'Test e-mail queued', description: `To ${email}: its row below shows when it is sent.` }),
      { title: 'Failed to send the test e-mail' },
    );
    if (sent) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" icon={Send}>
          Send a test e-mail
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Send a test e-mail"
        description="A short message that goes out like every other one: if it arrives, visitors get their confirmations and the team its notifications."
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
              {send.isPending ? 'Sending…' : 'Send'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
