import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../../../contracts/chat';
import { MessageBubble } from '../../components/message-bubble';
import { lastStaffMessageId } from '../conversation-state';

const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const timeOf = (timestamp: string) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
};
/** Closer than this to the bottom, the list follows new messages; further up, the staff member is reading back. */
const FOLLOW_PX = 120;

/**
 * The live conversation: every message as text with its time, "Seen" under the last staff message once the visitor
 * has seen it, and "Visitor is typing…". It follows new messages unless the staff member scrolled up to read.
 */
export function LiveMessages(props: { messages: ChatMessage[]; visitorReadId: number; visitorTyping: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const seenUnder = lastStaffMessageId(props.messages);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const lastId = props.messages.at(-1)?.id;
  const lastIsStaff = props.messages.at(-1)?.role === 'staff';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message or the typing line moves the view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (following.current || lastIsStaff)) element.scrollTop = element.scrollHeight;
  }, [lastId, lastIsStaff, props.visitorTyping]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 sm:p-4"
    >
      {props.messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">No messages yet.</p>
      ) : (
        <ol aria-label="Conversation" className="space-y-3">
          {props.messages.map((message) => (
            <MessageBubble key={message.id} message={message}>
              <span className="mt-0.5 px-1 text-xs text-slate-600">
                <time dateTime={message.timestamp}>{timeOf(message.timestamp)}</time>
                {message.id === seenUnder && props.visitorReadId >= message.id ? (
                  <span data-testid="seen-mark"> · Seen</span>
                ) : null}
              </span>
            </MessageBubble>
          ))}
        </ol>
      )}
      <p aria-live="polite" className="min-h-6 px-1 pt-2 text-xs text-slate-600">
        {props.visitorTyping ? (
          <span data-testid="visitor-typing" className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-flex gap-0.5">
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 animate-bounce rounded-full bg-slate-500"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
            Visitor is typing…
          </span>
        ) : null}
      </p>
    </div>
  );
}
