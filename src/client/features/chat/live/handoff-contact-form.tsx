import { type Dispatch, type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, Input } from '../../../components/ui/form-controls';
import { parseApiError } from '../../../lib/api';
import { fetchChatHistory } from '../api/chat-history';
import { sendHandoffContact } from '../api/send-handoff-contact';
import type { ChatAction } from '../chat-state';
import { rememberHandoffContactSent } from '../chat-storage';

type Fields = 'userName' | 'userEmail' | 'userPhone';
type Errors = Partial<Record<Fields | 'form', string>>;

type HandoffContactFormProps = {
  idPrefix: string;
  sessionId: string;
  dispatch: Dispatch<ChatAction>;
  /** The details were sent, or the visitor put the form away: the panel hides it. */
  onClosed: () => void;
};

/**
 * Nobody could take the chat (docs/product/live-chat.md): the visitor leaves a name, an e-mail and maybe a phone,
 * and the conversation becomes an inquiry for staff. Once per chat: a 409 means it was done already. The chat's
 * thank-you notice is read from the history afterwards (no stream is open in this state).
 */
export function HandoffContactForm({ idPrefix, sessionId, dispatch, onClosed }: HandoffContactFormProps) {
  const [values, setValues] = useState({ userName: '', userEmail: '', userPhone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const id = (field: Fields) => `${idPrefix}-handoff-${field}`;
  const finish = async () => {
    rememberHandoffContactSent(sessionId);
    onClosed();
    try {
      const history = await fetchChatHistory(sessionId);
      dispatch({ type: 'liveMessages', messages: history.messages });
    } catch (error) {
      console.warn('Chat not re-read:', error);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const contact = {
      userName: values.userName.trim(),
      userEmail: values.userEmail.trim(),
      userPhone: values.userPhone.trim(),
    };
    const missing: Errors = {
      ...(contact.userName ? {} : { userName: 'Enter your name' }),
      ...(contact.userEmail ? {} : { userEmail: 'Enter your e-mail' }),
    };
    setErrors(missing);
    if (missing.userName || missing.userEmail) {
      document.getElementById(id(missing.userName ? 'userName' : 'userEmail'))?.focus();
      return;
    }
    setSending(true);
    try {
      await sendHandoffContact(sessionId, contact);
      await finish();
    } catch (error) {
      const details = parseApiError(error);
      if (details?.status === 409) {
        await finish();
        return;
      }
      const fieldErrors = details?.status === 400 ? details.fieldErrors : {};
      const named: Errors = {};
      for (const field of ['userName', 'userEmail', 'userPhone'] as const) {
        const message = fieldErrors[field]?.[0];
        if (message) named[field] = message;
      }
      const first = (['userName', 'userEmail', 'userPhone'] as const).find((field) => named[field]);
      if (first) {
        setErrors(named);
        document.getElementById(id(first))?.focus();
      } else {
        console.warn('Details not sent:', error);
        setErrors({
          form:
            details?.status === 429
              ? 'Too many tries just now. Please wait a minute, then send again.'
              : details?.message || 'Your details could not be sent. Check your connection, then try again.',
        });
      }
    } finally {
      setSending(false);
    }
  };

  const field = (name: Fields, label: string, input: { type: string; autoComplete: string; maxLength: number }) => (
    <Field
      id={id(name)}
      label={label}
      required={name !== 'userPhone'}
      error={errors[name]}
      className="min-w-0 space-y-1"
    >
      <Input
        id={id(name)}
        name={name}
        {...input}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        {...describedBy(id(name), errors[name])}
        aria-required={name !== 'userPhone' || undefined}
        className="sm:text-sm"
      />
    </Field>
  );

  return (
    // Two fields a row, so that the conversation keeps room above it in the 600 px panel and on a phone; when even
    // that is too tall, the form scrolls and the message box stays.
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${idPrefix}-handoff-title`}
      data-testid="handoff-contact-form"
      className="min-h-0 overflow-y-auto rounded-xl border border-slate-200 bg-white px-3 pb-3 pt-1 shadow-soft"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${idPrefix}-handoff-title`} className="text-sm font-semibold text-navy-900">
          Leave your details
        </h3>
        <Button variant="ghost" size="sm" disabled={sending} onClick={onClosed} className="min-h-11 font-medium">
          Not now
        </Button>
      </div>
      <div className="grid grid-cols-2 items-start gap-x-2 gap-y-2">
        {field('userName', 'Name', { type: 'text', autoComplete: 'name', maxLength: 120 })}
        {field('userEmail', 'Email', { type: 'email', autoComplete: 'email', maxLength: 255 })}
        {field('userPhone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="mt-6 px-2 leading-tight">
          {sending ? 'Sending…' : 'Send my details'}
        </Button>
      </div>
      {errors.form ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
