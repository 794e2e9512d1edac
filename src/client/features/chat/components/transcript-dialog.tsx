import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { saveChatContact } from '../api/save-chat-contact';
import { sendChatTranscript } from '../api/send-chat-transcript';

// The server's phone rule (src/contracts/fields.ts), for the browser to check before sending.
const PHONE_PATTERN = String.raw`\+?[0-9 \(\)\.\-]{7,30}(\s*(x|ext\.?)\s*[0-9]{1,6})?`;

export type TranscriptDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
  onContactSaved: () => void;
  onClosedAfterSave: () => void;
};

/**
 * Name and e-mail required after trimming; saves the contact, (docs/product/chat-assistant.md)
 * then sends the transcript; either failure still counts the contact as saved (the spec's "Contact Saved").
 * The fields update as typed (docs/product/chat-assistant.md).
 */
export function TranscriptDialog(props: TranscriptDialogProps) {
  const [userName, setUserName] = useState('');
  const [userEmail, setUserEmail] = useState('');
  const [userPhone, setUserPhone] = useState('');
  const [missing, setMissing] = useState<{ name: boolean; email: boolean }>({ name: false, email: false });
  const [sending, setSending] = useState(false);
  // A ref, not state: read by the close handler of the render that unmounts the dialog.
  const saved = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const name = userName.trim();
    const email = userEmail.trim();
    if (!name || !email) {
      setMissing({ name: !name, email: !email });
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please fill in your name and email address.',
      });
      form.querySelector<HTMLInputElement>(name ? '#transcript-email' : '#transcript-name')?.focus();
      return;
    }
    setMissing({ name: false, email: false });
    // The e-mail and phone formats: the browser's own message, as on the other public forms.
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setSending(true);
    try {
      await saveChatContact(props.sessionId, { userName: name, userEmail: email, userPhone: userPhone.trim() });
      await sendChatTranscript(props.sessionId);
      toast({
        title: 'Success!',
        description: 'Your contact information has been saved and a chat transcript has been sent to your email.',
      });
    } catch (error) {
      console.warn('Chat transcript:', error);
      toast({
        title: 'Contact Saved',
        description:
          'Your information has been saved, but there was an issue sending the email. We have your details on file.',
      });
    } finally {
      setSending(false);
    }
    saved.current = true;
    props.onContactSaved();
    props.onOpenChange(false);
  };

  return (
    <Dialog open={props.open} onOpenChange={(open) => !sending && props.onOpenChange(open)}>
      <DialogContent
        title="Get Your Chat Transcript"
        description="We'll e-mail you a copy of this conversation, and our team will have your details if you need a follow-up."
        onCloseAutoFocus={(event) => {
          // The button that opened the dialog is gone once the contact is saved.
          if (saved.current) {
            event.preventDefault();
            props.onClosedAfterSave();
          }
        }}
      >
        <form noValidate onSubmit={submit} className="space-y-4" aria-label="Get your chat transcript">
          <Field id="transcript-name" label="Full Name" required>
            <Input
              id="transcript-name"
              name="userName"
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
              autoComplete="name"
              required
              maxLength={120}
              aria-invalid={missing.name || undefined}
            />
          </Field>
          <Field id="transcript-email" label="Email Address" required>
            <Input
              id="transcript-email"
              name="userEmail"
              type="email"
              value={userEmail}
              onChange={(event) => setUserEmail(event.target.value)}
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={missing.email || undefined}
            />
          </Field>
          <Field id="transcript-phone" label="Phone Number" hint="Optional">
            <Input
              id="transcript-phone"
              name="userPhone"
              type="tel"
              value={userPhone}
              onChange={(event) => setUserPhone(event.target.value)}
              autoComplete="tel"
              maxLength={40}
              pattern={PHONE_PATTERN}
              title="A phone number, for example (555) 010-4200"
              aria-describedby="transcript-phone-hint"
            />
          </Field>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={sending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
              {sending ? 'Sending…' : 'Send Transcript'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
