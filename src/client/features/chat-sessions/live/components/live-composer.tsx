import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { LIVE_MESSAGE_MAX } from '../../../../../contracts/live-chat';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { serverMessage } from '../../../../lib/server-message';
import { ReplyPickerList } from '../../inbox/saved-replies/reply-picker-list';
import { useReplyPicker } from '../../inbox/saved-replies/use-reply-picker';
import { sendTyping } from '../api/live-signals';
import { useSendLiveMessage } from '../api/send-live-message';

/** The visitor is told you are typing at most this often. */
const TYPING_EVERY_MS = 3_000;
/** The count of characters shows once a message gets this long. */
const COUNT_FROM = LIVE_MESSAGE_MAX - 200;

/** What was being written in each chat, kept while the staff member reads another one (this tab only). */
const drafts = new Map<string, string>();

/**
 * Writing to the visitor: Enter sends, Shift+Enter starts a new line, at most 2,000 characters; "/" and a shortcut
 * offer the team's saved replies. A draft stays with its chat when the staff member leaves it and comes back.
 */
export function LiveComposer({ sessionId }: { sessionId: string }) {
  const [text, setDraft] = useState(() => drafts.get(sessionId) ?? '');
  const setText = (value: string) => {
    if (value) drafts.set(sessionId, value);
    else drafts.delete(sessionId);
    setDraft(value);
  };
  const send = useSendLiveMessage(sessionId);
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const pickerId = `saved-replies-${sessionId}`;
  const picker = useReplyPicker(pickerId, text, setText, field);

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
    if (picker.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="relative flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {picker.open ? (
        <ReplyPickerList
          id={pickerId}
          offered={picker.offered}
          active={picker.active}
          query={picker.query}
          onUse={picker.use}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={`live-message-${sessionId}`} className="sr-only">
          Message to the visitor
        </label>
        <textarea
          id={`live-message-${sessionId}`}
          ref={field}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
            picker.follow(event.target);
          }}
          onSelect={(event) => picker.follow(event.currentTarget)}
          onKeyDown={onKeyDown}
          {...picker.fieldProps}
          maxLength={LIVE_MESSAGE_MAX}
          rows={2}
          // biome-ignore lint/a11y/noAutofocus: the chat was just taken or opened to answer it.
          autoFocus
          placeholder="Write to the visitor… (/ for saved replies)"
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
