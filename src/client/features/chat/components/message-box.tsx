import { SendHorizontal } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { CHAT_MESSAGE_MAX } from '../chat-state';

/**
 * The box a message is typed in and its send button, below a conversation (the visitor's chat, the test page's):
 * a labelled one-line input as long as a chat message may be, and the round send button.
 */
export function MessageBox(props: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  placeholder: string;
  inputDisabled: boolean;
  sendDisabled: boolean;
  className: string;
}) {
  return (
    <form onSubmit={props.onSubmit} className={props.className}>
      <label htmlFor={props.id} className="sr-only">
        Message
      </label>
      <input
        ref={props.inputRef}
        id={props.id}
        type="text"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.inputDisabled}
        maxLength={CHAT_MESSAGE_MAX}
        autoComplete="off"
        placeholder={props.placeholder}
        className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 sm:text-sm"
      />
      <IconButton
        submit
        label="Send message"
        icon={SendHorizontal}
        disabled={props.sendDisabled}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-soft transition-colors hover:bg-brand-800 disabled:opacity-60"
      />
    </form>
  );
}
