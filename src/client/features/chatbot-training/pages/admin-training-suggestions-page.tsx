import { BookOpen } from 'lucide-react';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { ScreenLinks } from '../components/screen-links';
import { SuggestionsList } from '../components/suggestions-list';

/** /admin-training-suggestions (docs/product/training.md): questions the assistant could not answer, and feedback, turned into training. */
export default function AdminTrainingSuggestionsPage() {
  return (
    <AdminProviders>
      <AdminLayout
        title="Training Suggestions"
        roles={['admin']}
        actions={
          <ScreenLinks links={[{ href: '/admin-chatbot-training', label: 'Chatbot Training', Icon: BookOpen }]} />
        }
      >
        <SuggestionsList />
      </AdminLayout>
    </AdminProviders>
  );
}
