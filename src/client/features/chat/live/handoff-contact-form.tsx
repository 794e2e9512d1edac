import { type Dispatch, type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, Input } from '../../../components/ui/form-controls';
import { parseApiError } from '../../../lib/api';
import { fetchChatHistory } from '../api/chat-history';
import { sendHandoffContact } from '../api/send-handoff-contact';
import type { ChatAction, ChatState } from '../chat-state';
import { isHandoffContactSentFor, rememberHandoffContactSent } from '../chat-storage';

type Fields = 'userName' | 'userEmail' | 'userPhone';
type Errors = Partial<Record<Fields | 'form', string>>;

type HandoffContactFormProps = {
  idPrefix: string;
  state: ChatState;
  dispatch: Dispatch<ChatAction>;
  /** After the details are sent or the form is put away: the form is gone, focus goes back to the message box. */
  onClosed: () => void;
};

/**
 * Nobody could take the chat (docs/product/live-chat.md): the visitor leaves a name, an e-mail and maybe a phone,
 * and the conversation becomes an inquiry for staff. Once per chat: a 409 means it was done already. The chat's
 * thank-you notice is read from the history afterwards (no stream is open in this state).
 */
export function HandoffContactForm({ idPrefix, state, dispatch, onClosed }: HandoffContactFormProps) {
  const { sessionId } = state;
  const [values, setValues] = useState({ userName: '', userEmail: '', userPhone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [closed, setClosed] = useState(() => isHandoffContactSentFor(sessionId));
  const status = state.handoff?.status;
  if (!sessionId || closed || (status !== 'unstaffed' && status !== 'missed')) return null;

  const id = (field: Fields) => `${idPrefix}-handoff-${field}`;
  const finish = async () => {
    rememberHandoffContactSent(sessionId);
    setClosed(true);
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
      ...(contact.userName ? {} : { userName: 'Please enter your name' }),
      ...(contact.userEmail ? {} : { userEmail: 'Please enter your e-mail address' }),
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
    <Field id={id(name)} label={label} required={name !== 'userPhone'} error={errors[name]} className="space-y-1">
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
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${idPrefix}-handoff-title`}
      data-testid="handoff-contact-form"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-soft"
    >
      <div>
        <h3 id={`${idPrefix}-handoff-title`} className="text-sm font-semibold text-navy-900">
          Leave your details
        </h3>
        <p className="text-xs text-slate-600">Our team will get back to you within 24 hours.</p>
      </div>
      {field('userName', 'Name', { type: 'text', autoComplete: 'name', maxLength: 120 })}
      {field('userEmail', 'Email', { type: 'email', autoComplete: 'email', maxLength: 255 })}
      {field('userPhone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button type="submit" disabled={sending} aria-busy={sending || undefined} className="flex-1">
          {sending ? 'Sending…' : 'Send my details'}
        </Button>
        <Button
          variant="ghost"
          disabled={sending}
          onClick={() => {
            setClosed(true);
            onClosed();
          }}
        >
          Not now
        </Button>
      </div>
    </form>
  );
}
