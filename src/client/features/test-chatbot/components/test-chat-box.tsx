import { type FormEvent, forwardRef, useEffect, useRef, useState } from 'react';
import { MessageBox, TypingIndicator } from '../../chat';
import type { TestEntry } from '../hooks/use-test-chat';
import { TestMessage } from './test-message';

type Props = { entries: TestEntry[]; waiting: boolean; onSend: (text: string) => void };

/** The live chat of the test page: the conversation, a typing indicator while waiting, the message box. */
export const TestChatBox = forwardRef<HTMLElement, Props>(function TestChatBox({ entries, waiting, onSend }, ref) {
  const [input, setInput] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sentFromBox = useRef(false);
  const blank = input.trim() === '';

  // The newest message (or the typing indicator) stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added or a reply starts or ends
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTo({ top: log.scrollHeight });
  }, [entries.length, waiting]);

  // The box is disabled while waiting and so loses focus: give it back when the message was typed there (a quick
  // test keeps its own focus, and a phone's keyboard stays down).
  useEffect(() => {
    if (waiting || !sentFromBox.current) return;
    sentFromBox.current = false;
    if (document.activeElement === document.body) inputRef.current?.focus();
  }, [waiting]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A blank message is not sent (docs/product/chat-assistant.md).
    if (blank || waiting) return;
    sentFromBox.current = true;
    onSend(input);
    setInput('');
  };

  return (
    <section
      ref={ref}
      aria-labelledby="test-chat-title"
      className="flex min-w-0 flex-col self-start rounded-2xl border border-slate-200 bg-white shadow-soft"
    >
      <h2 id="test-chat-title" className="border-b border-slate-100 px-4 py-3 text-lg font-semibold text-navy-900">
        Live chat
      </h2>
      <ol
        ref={logRef}
        aria-label="Conversation"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="h-[min(32rem,60dvh)] space-y-4 lg:h-[34rem] overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-2px]"
      >
        {entries.length === 0 ? (
          <li className="py-10 text-center text-sm text-slate-600">
            Ask a quick-test question or type your own to see how the assistant answers.
          </li>
        ) : (
          entries.map((entry) => <TestMessage key={entry.key} entry={entry} />)
        )}
        {waiting ? (
          <li>
            <TypingIndicator />
          </li>
        ) : null}
      </ol>
      <MessageBox
        id="test-chat-input"
        inputRef={inputRef}
        value={input}
        onChange={setInput}
        onSubmit={onSubmit}
        placeholder="Type a question…"
        inputDisabled={waiting}
        sendDisabled={waiting || blank}
        className="flex items-center gap-2 border-t border-slate-100 p-3"
      />
    </section>
  );
});
