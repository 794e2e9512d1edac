import { AdminLayout } from '../../admin-shell/components/admin-layout';
import { AdminProviders } from '../../admin-shell/components/admin-providers';
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
