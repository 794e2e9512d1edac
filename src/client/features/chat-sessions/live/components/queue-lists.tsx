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
  detail: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <li
      data-testid="live-queue-entry"
      data-session-id={props.item.sessionId}
      className={cn(
        'flex items-center gap-2 rounded-xl border bg-white p-2 pl-3',
        props.open ? 'border-navy-900 ring-1 ring-navy-900' : 'border-slate-200',
      )}
    >
      <button
        type="button"
        onClick={props.onOpen}
        aria-current={props.open ? 'true' : undefined}
        className="min-h-11 min-w-0 flex-1 rounded-lg text-left"
      >
        <span className="block truncate font-semibold text-navy-900">{visitorName(props.item)}</span>
        {props.item.preview ? (
          <span className="block truncate text-sm text-slate-700">{props.item.preview}</span>
        ) : null}
        <span className="block text-xs text-slate-600">{props.detail}</span>
      </button>
      {props.action}
    </li>
  );
}

/** Chats waiting for a person, oldest first, each with how long it has waited and Take. */
export function WaitingList({ queue, openId, onOpen, onTake, takingId }: ListProps) {
  const now = useNow(5_000);
  return (
    <section aria-labelledby="live-waiting-heading">
      <h3 id="live-waiting-heading" className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        Waiting
        {queue.waiting.length ? <Badge tone="amber">{queue.waiting.length}</Badge> : null}
      </h3>
      {queue.waiting.length === 0 ? (
        <p className="mt-2 rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">Nobody is waiting.</p>
      ) : (
        <ul aria-label="Waiting chats" className="mt-2 space-y-2">
          {queue.waiting.map((item) => (
            <Entry
              key={item.sessionId}
              item={item}
              open={openId === item.sessionId}
              onOpen={() => onOpen(item.sessionId)}
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
  return (
    <section aria-labelledby="live-progress-heading">
      <h3 id="live-progress-heading" className="text-sm font-semibold text-navy-900">
        In progress
      </h3>
      {queue.live.length === 0 ? (
        <p className="mt-2 rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-600">No live chats.</p>
      ) : (
        <ul aria-label="Chats in progress" className="mt-2 space-y-2">
          {queue.live.map((item) => {
            const mine = myId !== undefined && item.agentId === myId;
            return (
              <Entry
                key={item.sessionId}
                item={item}
                open={openId === item.sessionId}
                onOpen={() => onOpen(item.sessionId)}
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
