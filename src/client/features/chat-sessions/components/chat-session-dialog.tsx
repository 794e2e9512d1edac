import type { ChatSessionItem } from '../../../../contracts/assistant-admin';
import { useFetchErrorToast } from '../../../components/lists/use-fetch-error-toast';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { DetailList } from '../../dashboard';
import { useChatSession } from '../api/chat-session';
import { ChatProspect } from './chat-prospect';
import { Conversation } from './conversation';
import { SessionStatusBadge, shortSessionId } from './session-status';

/** View Chat (docs/product/chat-sessions.md): who the visitor is, when they talked, and the whole conversation. */
export function ChatSessionDialog({ session, onClose }: { session: ChatSessionItem; onClose: () => void }) {
  const detail = useChatSession(session.sessionId);
  useFetchErrorToast(detail.isError, 'Failed to fetch messages');
  // The list's row until the session's own answer arrives (the prospect may have changed since).
  const current = detail.data ?? session;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={`Chat Session ${shortSessionId(session.sessionId)}`} className="max-w-3xl">
        <div className="space-y-5">
          <DetailList
            rows={[
              ['Name', current.userName],
              ['Email', current.userEmail],
              ['Phone', current.userPhone],
              ['Started', formatDateTime(current.startedAt)],
              ['Last activity', formatDateTime(current.lastActiveAt)],
              [
                'Status',
                <SessionStatusBadge
                  key="status"
                  emailSent={current.emailSent}
                  handoff={current.handoff}
                  agentName={current.agentName}
                />,
              ],
            ]}
          />
          {detail.data ? <ChatProspect session={detail.data} /> : null}
          {detail.data ? (
            <Conversation messages={detail.data.messages} />
          ) : detail.isError ? (
            <p className="text-center text-sm text-slate-600">The conversation could not be loaded.</p>
          ) : (
            <Spinner label="Loading the conversation…" className="py-8" />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
