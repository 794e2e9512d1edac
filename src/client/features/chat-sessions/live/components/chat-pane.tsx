import { Info, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { LiveQueueItem } from '../../../../../contracts/live-chat';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { IconButton } from '../../../../components/ui/icon-button';
import { toast } from '../../../../components/ui/use-toast';
import { serverMessage } from '../../../../lib/server-message';
import { useEndChat } from '../api/end-chat';
import { type ChatOwnership, chatOwnership } from '../chat-ownership';
import { lastVisitorMessageId } from '../conversation-state';
import { useLiveConversation } from '../use-live-conversation';
import { useReadMark } from '../use-read-mark';
import { LiveComposer } from './live-composer';
import { LiveMessages } from './live-messages';

export type ChatPaneProps = {
  sessionId: string;
  /** The chat's row in the live queue, when it is waiting or someone has it. */
  item: LiveQueueItem | undefined;
  myId: number | undefined;
  /** A manager or an admin: may end someone else's (or a waiting) chat, as manager. */
  mayEndAsManager: boolean;
  onTake: (sessionId: string) => void;
  taking: boolean;
  onClose: () => void;
  /** What we know about the visitor, behind a button when the screen has no room for it beside the chat. */
  details?: ReactNode;
};

const statusText: Record<ChatOwnership['kind'], string> = {
  waiting: 'Waiting for a person',
  mine: 'You have this chat',
  theirs: '',
  closed: 'No one has this chat now',
};

function Footer(props: ChatPaneProps & { ownership: ChatOwnership }) {
  const { ownership } = props;
  if (ownership.kind === 'mine') return <LiveComposer sessionId={props.sessionId} />;
  return (
    <div className="flex min-h-16 items-center justify-center gap-3 border-t border-slate-200 bg-white p-3 text-center text-sm text-slate-700">
      {ownership.kind === 'waiting' ? (
        <Button onClick={() => props.onTake(props.sessionId)} disabled={props.taking}>
          Take this chat
        </Button>
      ) : ownership.kind === 'theirs' ? (
        <p>{ownership.name} has this chat</p>
      ) : (
        <p>This chat is with the assistant again.</p>
      )}
    </div>
  );
}

/**
 * One chat on /admin-chat (docs/product/live-chat.md): the whole conversation as it happens, and what the staff
 * member may do with it: take it when it waits, write and end it when it is theirs, read it otherwise.
 */
export function ChatPane(props: ChatPaneProps) {
  const conversation = useLiveConversation(props.sessionId);
  const end = useEndChat(props.sessionId);
  // The queue says who has the chat (with their id); the chat's own stream says first when it has ended.
  const streamed = conversation.handoff?.status;
  const status =
    props.item && (!streamed || streamed === 'waiting' || streamed === 'live') ? props.item.status : (streamed ?? null);
  const ownership = chatOwnership(
    {
      status,
      agentId: props.item?.agentId ?? null,
      agentName: props.item?.agentName ?? conversation.handoff?.agentName ?? null,
    },
    props.myId,
  );
  useReadMark(
    props.sessionId,
    ownership.kind === 'mine',
    lastVisitorMessageId(conversation.messages),
    conversation.agentReadId,
  );
  const name = props.item?.userName?.trim() || 'Visitor';

  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [showingDetails, setShowingDetails] = useState(false);
  const endsAsManager = props.mayEndAsManager && (ownership.kind === 'theirs' || ownership.kind === 'waiting');

  const endChat = async (asManager: boolean) => {
    try {
      await end.mutateAsync({ asManager });
      toast({ title: 'Chat ended', description: 'The assistant answers the visitor again.' });
    } catch (error) {
      toast({ title: 'Could not end the chat', description: serverMessage(error), variant: 'destructive' });
    } finally {
      setConfirmingEnd(false);
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="live-chat-pane" data-session-id={props.sessionId}>
      <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-navy-900">{name}</h3>
          <p className="truncate text-xs text-slate-600">
            {[
              props.item?.userEmail,
              ownership.kind === 'theirs' ? `${ownership.name} has this chat` : statusText[ownership.kind],
            ]
              .filter(Boolean)
              .join(' · ')}
            {conversation.connection === 'reconnecting' ? ' · Reconnecting…' : ''}
          </p>
        </div>
        {ownership.kind === 'mine' ? (
          <Button size="sm" variant="outline" onClick={() => void endChat(false)} disabled={end.isPending}>
            End chat
          </Button>
        ) : endsAsManager ? (
          <Button size="sm" variant="outline" onClick={() => setConfirmingEnd(true)} disabled={end.isPending}>
            End as manager
          </Button>
        ) : null}
        {props.details ? (
          <IconButton
            label="About the visitor"
            icon={Info}
            onClick={() => setShowingDetails(true)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          />
        ) : null}
        <IconButton
          label="Close the chat"
          icon={X}
          onClick={props.onClose}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        />
      </div>
      {conversation.connection === 'replaced' ? (
        <div
          data-testid="live-chat-replaced"
          className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-slate-800"
        >
          <p>This chat is open in another tab, so it no longer updates here.</p>
          <Button size="sm" variant="outline" onClick={conversation.reopen}>
            Show it here
          </Button>
        </div>
      ) : null}
      {conversation.connection === 'refused' ? (
        <p className="flex-1 p-6 text-center text-sm text-slate-600">This chat could not be opened.</p>
      ) : (
        <LiveMessages
          messages={conversation.messages}
          visitorReadId={conversation.visitorReadId}
          visitorTyping={conversation.visitorTyping && ownership.kind !== 'closed'}
        />
      )}
      <Footer {...props} ownership={ownership} />
      {props.details ? (
        <Dialog open={showingDetails} onOpenChange={setShowingDetails}>
          <DialogContent title="About the visitor" className="max-w-md">
            {props.details}
          </DialogContent>
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={confirmingEnd && endsAsManager}
        title="End this chat as manager?"
        message={`${
          ownership.kind === 'theirs' ? `${ownership.name} has this chat.` : 'Nobody has taken this chat yet.'
        } The visitor is told that you, a manager, ended it, and the assistant answers them again.`}
        confirmLabel="End as manager"
        busy={end.isPending}
        onConfirm={() => void endChat(true)}
        onClose={() => setConfirmingEnd(false)}
      />
    </div>
  );
}
