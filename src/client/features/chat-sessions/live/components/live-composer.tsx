import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { LIVE_MESSAGE_MAX } from '../../../../../contracts/live-chat';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { serverMessage } from '../../../../lib/server-message';
import { sendTyping } from '../api/live-signals';
import { useSendLiveMessage } from '../api/send-live-message';

/** The visitor is told you are typing at most this often. */
const TYPING_EVERY_MS = 3_000;
/** The count of characters shows once a message gets this long. */
const COUNT_FROM = LIVE_MESSAGE_MAX - 200;

/** Writing to the visitor: Enter sends, Shift+Enter starts a new line, at most 2,000 characters. */
export function LiveComposer({ sessionId }: { sessionId: string }) {
  const [text, setText] = useState('');
  const send = useSendLiveMessage(sessionId);
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    try {
      await send.mutateAsync(message);
      setText('');
      lastTyping.current = 0;
    } catch (error) {
      toast({ title: 'Message not sent', description: serverMessage(error), variant: 'destructive' });
    }
    field.current?.focus();
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping(sessionId);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={`live-message-${sessionId}`} className="sr-only">
          Message to the visitor
        </label>
        <textarea
          id={`live-message-${sessionId}`}
          ref={field}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={LIVE_MESSAGE_MAX}
          rows={2}
          // biome-ignore lint/a11y/noAutofocus: the chat was just taken or opened to answer it.
          autoFocus
          placeholder="Write to the visitor…"
          className="block max-h-40 min-h-11 w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-navy-700"
        />
        {text.length >= COUNT_FROM ? (
          <p className="mt-1 text-right text-xs text-slate-600">
            {text.length} / {LIVE_MESSAGE_MAX}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={!text.trim() || send.isPending}>
        <SendHorizontal aria-hidden="true" className="size-4" />
        Send
      </Button>
    </form>
  );
}
