import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMediaQuery } from '../../../lib/use-media-query';
import { resumeLiveQueue, useLiveQueue, useStaffSession } from '../../admin-shell';
import { chatSessionsKey } from '../api/chat-sessions';
import { asTaken } from '../live/chat-ownership';
import { ChatPane } from '../live/components/chat-pane';
import { ChatSheet } from '../live/components/chat-sheet';
import { LiveControls } from '../live/components/live-controls';
import { InProgressList, WaitingList } from '../live/components/queue-lists';
import { useOpenChat } from '../live/use-open-chat';
import { useTake } from '../live/use-take';
import { SavedRepliesButton } from './saved-replies/saved-replies-button';
import { useInboxKeys } from './use-inbox-keys';
import { VisitorContextPanel } from './visitor-context-panel';

/** Which chats are in the queue and where: when it changes, the session list's statuses do too. */
const queueShape = (ids: { sessionId: string; status: string; agentId: number | null }[]) =>
  ids.map((item) => `${item.sessionId}:${item.status}:${item.agentId ?? ''}`).join(',');

/**
 * The agent inbox on /admin-chat (docs/product/live-chat.md), the height of the window on a wide screen: the
 * staff member's availability and alerts above; the conversations waiting for a person and those in progress on
 * the left; the open conversation in the middle; what we know about the visitor on the right (behind a button
 * below 1280 px). On a phone the open chat covers the screen. j/k move between conversations, Escape leaves one.
 */
export function AgentInbox() {
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
  const withContext = useMediaQuery('(min-width: 1280px)', true);
  const queryClient = useQueryClient();

  const chats = useMemo(() => (queue ? [...queue.waiting, ...queue.live] : []), [queue]);
  const shape = queue ? queueShape(chats) : '';
  useEffect(() => {
    if (shape) void queryClient.invalidateQueries({ queryKey: chatSessionsKey });
  }, [shape, queryClient]);
  const order = useMemo(() => chats.map((chat) => chat.sessionId), [chats]);
  useInboxKeys(order, openId, open);

  const queued = openId ? chats.find((chat) => chat.sessionId === openId) : undefined;
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
      details={withContext ? undefined : <VisitorContextPanel sessionId={openId} />}
    />
  ) : null;
  const lists = { myId, openId, onOpen: open, onTake: (id: string) => void take(id), takingId };

  return (
    <section
      aria-labelledby="live-chat-heading"
      className="mb-8 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-soft lg:h-[calc(100dvh-7rem)] lg:min-h-[34rem]"
    >
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id="live-chat-heading" className="text-lg font-bold text-navy-900">
            Live chat
          </h2>
          {queue && !connected && !replaced ? <span className="text-xs text-slate-600">Reconnecting…</span> : null}
          <span className="ml-auto">
            <SavedRepliesButton />
          </span>
        </div>
        <LiveControls queue={queue} />
      </div>
      {replaced ? (
        <div
          data-testid="live-queue-replaced"
          className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-800"
        >
          <p>Live chat is open in another tab, so this one no longer updates.</p>
          <Button size="sm" variant="outline" onClick={resumeLiveQueue}>
            Use it here
          </Button>
        </div>
      ) : null}
      {queue ? (
        <div className="grid min-h-0 flex-1 lg:grid-cols-[17rem_minmax(0,1fr)] xl:grid-cols-[17rem_minmax(0,1fr)_18rem]">
          <nav aria-label="Conversations" className="min-h-0 overflow-y-auto border-slate-200 py-1 lg:border-r">
            <WaitingList queue={queue} {...lists} />
            <InProgressList queue={queue} {...lists} />
            <p className="hidden px-3 py-3 text-xs text-slate-600 lg:block">
              <kbd className="rounded border border-slate-300 px-1">j</kbd> /{' '}
              <kbd className="rounded border border-slate-300 px-1">k</kbd> next and previous ·{' '}
              <kbd className="rounded border border-slate-300 px-1">Esc</kbd> leave
            </p>
          </nav>
          {wide ? (
            <div className="min-h-0 min-w-0" data-inbox-pane>
              {pane ?? (
                <p className="flex h-full min-h-40 items-center justify-center bg-slate-50 p-6 text-center text-sm text-slate-600">
                  Choose a conversation to read it here.
                </p>
              )}
            </div>
          ) : pane ? (
            <ChatSheet title={`Chat with ${item?.userName?.trim() || 'Visitor'}`} onClose={() => open(null)}>
              <div className="flex min-h-0 flex-1 flex-col" data-inbox-pane>
                {pane}
              </div>
            </ChatSheet>
          ) : null}
          {withContext ? (
            <aside aria-label="About the visitor" className="min-h-0 overflow-y-auto border-l border-slate-200">
              {openId ? (
                <VisitorContextPanel sessionId={openId} />
              ) : (
                <p className="p-4 text-sm text-slate-600">What we know about the visitor shows here.</p>
              )}
            </aside>
          ) : null}
        </div>
      ) : replaced ? null : (
        <Spinner label="Connecting to the live queue…" className="py-8" />
      )}
    </section>
  );
}
