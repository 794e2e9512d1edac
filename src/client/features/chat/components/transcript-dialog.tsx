import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { saveChatContact } from '../api/save-chat-contact';
import { sendChatTranscript } from '../api/send-chat-transcript';

// The server's phone rule (src/contracts/fields.ts), for the browser to check before sending.
const PHONE_PATTERN = String.raw`\+?[0-9 \(\)\.\-]{7,30}(\s*(x|ext\.?)\s*[0-9]{1,6})?`;

type Contact = { userName: string; userEmail: string; userPhone: string };

/** The form's fields, typed into the dialog's state as the visitor writes; name and e-mail are required. */
const contactFields: {
  name: keyof Contact;
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  pattern?: string;
  title?: string;
}[] = [
  { name: 'userName', id: 'transcript-name', label: 'Full Name', required: true, autoComplete: 'name', maxLength: 120 },
  {
    name: 'userEmail',
    id: 'transcript-email',
    label: 'Email Address',
    required: true,
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
  {
    name: 'userPhone',
    id: 'transcript-phone',
    label: 'Phone Number',
    hint: 'Optional',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
    pattern: PHONE_PATTERN,
    title: 'A phone number, for example (555) 010-4200',
  },
];

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
  const [contact, setContact] = useState<Contact>({ userName: '', userEmail: '', userPhone: '' });
  const [missing, setMissing] = useState({ userName: false, userEmail: false });
  const [sending, setSending] = useState(false);
  // A ref, not state: read by the close handler of the render that unmounts the dialog.
  const saved = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const name = contact.userName.trim();
    const email = contact.userEmail.trim();
    if (!name || !email) {
      setMissing({ userName: !name, userEmail: !email });
      toast({
        variant: 'destructive',
        title: 'Missing Information',
        description: 'Please fill in your name and email address.',
      });
      form.querySelector<HTMLInputElement>(name ? '#transcript-email' : '#transcript-name')?.focus();
      return;
    }
    setMissing({ userName: false, userEmail: false });
    // The e-mail and phone formats: the browser's own message, as on the other public forms.
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setSending(true);
    try {
      await saveChatContact(props.sessionId, { userName: name, userEmail: email, userPhone: contact.userPhone.trim() });
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
          {contactFields.map(({ name, id, label, hint, ...input }) => (
            <Field key={name} id={id} label={label} required={input.required} hint={hint}>
              <Input
                id={id}
                name={name}
                {...input}
                value={contact[name]}
                onChange={(event) => setContact((typed) => ({ ...typed, [name]: event.target.value }))}
                aria-invalid={(name !== 'userPhone' && missing[name]) || undefined}
                aria-describedby={hint ? `${id}-hint` : undefined}
              />
            </Field>
          ))}
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
