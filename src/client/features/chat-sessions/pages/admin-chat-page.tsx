import { AdminLayout, AdminProviders } from '../../admin-shell';
import { ChatSessionsList } from '../components/chat-sessions-list';

/** /admin-chat: the visitors' conversations with the assistant (docs/product/chat-sessions.md). */
export default function AdminChatPage() {
  return (
    <AdminProviders>
      <AdminLayout title="Chat Sessions">
        <ChatSessionsList />
      </AdminLayout>
    </AdminProviders>
  );
}
