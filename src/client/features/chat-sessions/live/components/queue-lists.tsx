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

/**
 * One list of the queue: its heading, and its chats or a line saying there are none. Each chat shows how long since
 * `since` (on a clock renewed every `tickMs`) and what `entry` adds: a line of detail, and an action.
 */
function QueueSection(
  props: Pick<ListProps, 'openId' | 'onOpen'> & {
    id: string;
    title: string;
    /** Beside the title: how many there are, where that matters. */
    count?: React.ReactNode;
    label: string;
    empty: string;
    items: LiveQueueItem[];
    tickMs: number;
    entry: (item: LiveQueueItem, waited: string) => { detail: React.ReactNode; action?: React.ReactNode };
  },
) {
  const now = useNow(props.tickMs);
  return (
    <section aria-labelledby={`${props.id}-heading`}>
      <h3 id={`${props.id}-heading`} className={sectionHeading}>
        {props.title}
        {props.count}
      </h3>
      {props.items.length === 0 ? (
        <p className={emptyLine}>{props.empty}</p>
      ) : (
        <ul aria-label={props.label}>
          {props.items.map((item) => {
            const waited = waitedFor(item.since, now);
            return (
              <Entry
                key={item.sessionId}
                item={item}
                open={props.openId === item.sessionId}
                onOpen={() => props.onOpen(item.sessionId)}
                when={waited}
                {...props.entry(item, waited)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Chats waiting for a person, oldest first, each with how long it has waited and Take. */
export function WaitingList(props: ListProps) {
  const { queue, onTake, takingId } = props;
  return (
    <QueueSection
      {...props}
      id="live-waiting"
      title="Waiting"
      count={queue.waiting.length ? <Badge tone="amber">{queue.waiting.length}</Badge> : null}
      label="Waiting chats"
      empty="Nobody is waiting."
      items={queue.waiting}
      tickMs={5_000}
      entry={(item, waited) => ({
        detail: `Waiting ${waited}`,
        action: (
          <Button
            size="sm"
            onClick={() => onTake(item.sessionId)}
            disabled={takingId === item.sessionId}
            aria-label={`Take the chat with ${visitorName(item)}`}
          >
            Take
          </Button>
        ),
      })}
    />
  );
}

/** Chats a person has: who has it (you, or their name) and, for yours, how many messages are unread. */
export function InProgressList(props: ListProps) {
  const mine = (item: LiveQueueItem) => props.myId !== undefined && item.agentId === props.myId;
  return (
    <QueueSection
      {...props}
      id="live-progress"
      title="In progress"
      label="Chats in progress"
      empty="No live chats."
      items={props.queue.live}
      tickMs={30_000}
      entry={(item) => ({
        detail: mine(item) ? 'You have this chat' : `${item.agentName ?? 'Someone on staff'} has this chat`,
        action:
          mine(item) && item.unread > 0 ? (
            <Badge tone="amber" className="mr-1">
              {item.unread}
              <span className="sr-only"> unread</span>
            </Badge>
          ) : null,
      })}
    />
  );
}
