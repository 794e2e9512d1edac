import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { resumeLiveQueue, useLiveQueue, useStaffSession } from '../../../admin-shell';
import { chatSessionsKey } from '../../api/chat-sessions';
import { asTaken } from '../chat-ownership';
import { useOpenChat } from '../use-open-chat';
import { useTake } from '../use-take';
import { ChatPane } from './chat-pane';
import { ChatSheet } from './chat-sheet';
import { LiveControls } from './live-controls';
import { InProgressList, WaitingList } from './queue-lists';

/** Which chats are in the queue and where: when it changes, the session list's statuses do too. */
const queueShape = (ids: { sessionId: string; status: string; agentId: number | null }[]) =>
  ids.map((item) => `${item.sessionId}:${item.status}:${item.agentId ?? ''}`).join(',');

/**
 * The live chat panel above the chat sessions (docs/product/live-chat.md): the staff member's availability and
 * alerts, the chats waiting for a person and those in progress, and the open chat (beside the lists on a wide
 * screen, over the whole screen on a phone).
 */
export function LiveChatSection() {
  const { queue, connected, replaced } = useLiveQueue();
  const me = useStaffSession().data;
  const myId = me?.id;
  const [openId, open] = useOpenChat();
  // A chat taken here is this member's at once: until the queue's next update says so, its row reads as theirs, so
  // the pane shows the reply box without waiting for the stream.
  const [claimed, setClaimed] = useState<string | null>(null);
  const onTaken = useCallback(
    (sessionId: string) => {
      setClaimed(sessionId);
      open(sessionId);
    },
    [open],
  );
  const { take, takingId } = useTake(onTaken);
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const queryClient = useQueryClient();

  const shape = queue ? queueShape([...queue.waiting, ...queue.live]) : '';
  useEffect(() => {
    if (shape) void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
  }, [shape, queryClient]);

  const queued =
    queue && openId ? [...queue.waiting, ...queue.live].find((chat) => chat.sessionId === openId) : undefined;
  const item = asTaken(queued, claimed, me ?? undefined);
  useEffect(() => {
    if (claimed && (queued?.sessionId !== claimed || queued.status !== 'waiting')) setClaimed(null);
  }, [claimed, queued]);
  const pane = openId ? (
    <ChatPane
      key={openId}
      sessionId={openId}
      item={item}
      myId={myId}
      mayEndAsManager={me?.role === 'admin' || me?.role === 'manager'}
      onTake={(sessionId) => void take(sessionId)}
      taking={takingId === openId}
      onClose={() => open(null)}
    />
  ) : null;
  const lists = { myId, openId, onOpen: open, onTake: (id: string) => void take(id), takingId };

  return (
    <section
      aria-labelledby="live-chat-heading"
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-soft sm:p-5"
    >
      <div className="mb-4 flex items-center gap-2">
        <h2 id="live-chat-heading" className="text-lg font-bold text-navy-900">
          Live chat
        </h2>
        {queue && !connected && !replaced ? <span className="text-xs text-slate-600">Reconnecting…</span> : null}
      </div>
      {replaced ? (
        <div
          data-testid="live-queue-replaced"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
        >
          <p>Live chat is open in another tab, so this one no longer updates.</p>
          <Button size="sm" variant="outline" onClick={resumeLiveQueue}>
            Use it here
          </Button>
        </div>
      ) : null}
      <LiveControls queue={queue} />
      {queue ? (
        <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
          <div className="space-y-5">
            <WaitingList queue={queue} {...lists} />
            <InProgressList queue={queue} {...lists} />
          </div>
          {wide ? (
            pane ? (
              <div className="h-[34rem] overflow-hidden rounded-xl border border-slate-200">{pane}</div>
            ) : (
              <p className="flex min-h-40 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-sm text-slate-600">
                Choose a chat to read it here.
              </p>
            )
          ) : pane ? (
            <ChatSheet title={`Chat with ${item?.userName?.trim() || 'Visitor'}`} onClose={() => open(null)}>
              {pane}
            </ChatSheet>
          ) : null}
        </div>
      ) : replaced ? null : (
        <Spinner label="Connecting to the live queue…" className="py-8" />
      )}
    </section>
  );
}
