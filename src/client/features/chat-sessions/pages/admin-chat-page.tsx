import { AdminPage } from '../../admin-shell';
import { ChatSessionsList } from '../components/chat-sessions-list';
import { AgentInbox } from '../inbox/agent-inbox';

/**
 * /admin-chat: chats waiting for a person and those in progress (docs/product/live-chat.md), then the visitors'
 * conversations with the assistant (docs/product/chat-sessions.md).
 */
export default function AdminChatPage() {
  return (
    <AdminPage title="Chat Sessions">
      <AgentInbox />
      <ChatSessionsList />
    </AdminPage>
  );
}
