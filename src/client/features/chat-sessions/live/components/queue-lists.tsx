import type { LiveQueue, LiveQueueItem } from '../../../../../contracts/live-chat';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { waitedFor } from '../chat-ownership';
import { useNow } from '../use-now';

const visitorName = (item: LiveQueueItem) => item.userName?.trim() || 'Visitor';

type ListProps = {
  queue: LiveQueue;
  myId: number | undefined;
  openId: string | null;
  onOpen: (sessionId: string) => void;
  onTake: (sessionId: string) => void;
  takingId: string | undefined;
};

function Entry(props: {
  item: LiveQueueItem;
  open: boolean;
  onOpen: () => void;
  /** When: how long it has waited, or since when it is live. */
  when: string;
  detail: React.ReactNode;
  action?: React.ReactNode;
}) {
  const name = visitorName(props.item);
  return (
    <li
      data-testid="live-queue-entry"
      data-session-id={props.item.sessionId}
      className={cn(
        'flex items-start gap-2 border-l-4 px-3 py-2.5',
        props.open ? 'border-navy-900 bg-slate-100' : 'border-transparent hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <button
        type="button"
        onClick={props.onOpen}
        aria-current={props.open ? 'true' : undefined}
        className="min-h-11 min-w-0 flex-1 rounded-lg text-left"
      >
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate font-semibold text-navy-900">{name}</span>
          <span className="shrink-0 text-xs text-slate-600">{props.when}</span>
        </span>
        {props.item.preview ? (
          <span className="block truncate text-sm text-slate-700">{props.item.preview}</span>
        ) : null}
        <span className="block truncate text-xs text-slate-600">{props.detail}</span>
      </button>
      {props.action}
    </li>
  );
}

const sectionHeading =
  'sticky top-0 z-10 flex items-center gap-2 bg-white/95 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 backdrop-blur';
const emptyLine = 'px-3 pb-4 pt-1 text-sm text-slate-600';

/** Chats waiting for a person, oldest first, each with how long it has waited and Take. */
export function WaitingList({ queue, openId, onOpen, onTake, takingId }: ListProps) {
  const now = useNow(5_000);
  return (
    <section aria-labelledby="live-waiting-heading">
      <h3 id="live-waiting-heading" className={sectionHeading}>
        Waiting
        {queue.waiting.length ? <Badge tone="amber">{queue.waiting.length}</Badge> : null}
      </h3>
      {queue.waiting.length === 0 ? (
        <p className={emptyLine}>Nobody is waiting.</p>
      ) : (
        <ul aria-label="Waiting chats">
          {queue.waiting.map((item) => (
            <Entry
              key={item.sessionId}
              item={item}
              open={openId === item.sessionId}
              onOpen={() => onOpen(item.sessionId)}
              when={waitedFor(item.since, now)}
              detail={`Waiting ${waitedFor(item.since, now)}`}
              action={
                <Button
                  size="sm"
                  onClick={() => onTake(item.sessionId)}
                  disabled={takingId === item.sessionId}
                  aria-label={`Take the chat with ${visitorName(item)}`}
                >
                  Take
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Chats a person has: who has it (you, or their name) and, for yours, how many messages are unread. */
export function InProgressList({ queue, myId, openId, onOpen }: ListProps) {
  const now = useNow(30_000);
  return (
    <section aria-labelledby="live-progress-heading">
      <h3 id="live-progress-heading" className={sectionHeading}>
        In progress
      </h3>
      {queue.live.length === 0 ? (
        <p className={emptyLine}>No live chats.</p>
      ) : (
        <ul aria-label="Chats in progress">
          {queue.live.map((item) => {
            const mine = myId !== undefined && item.agentId === myId;
            return (
              <Entry
                key={item.sessionId}
                item={item}
                open={openId === item.sessionId}
                onOpen={() => onOpen(item.sessionId)}
                when={waitedFor(item.since, now)}
                detail={mine ? 'You have this chat' : `${item.agentName ?? 'Someone on staff'} has this chat`}
                action={
                  mine && item.unread > 0 ? (
                    <Badge tone="amber" className="mr-1">
                      {item.unread}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  ) : null
                }
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
