import { BookOpen } from 'lucide-react';
import { ScreenLinks } from '../../../components/layout/screen-links';
import { AdminPage } from '../../admin-shell';
import { SuggestionsList } from '../components/suggestions-list';

/** /admin-training-suggestions (docs/product/training.md): questions the assistant could not answer, and feedback, turned into training. */
export default function AdminTrainingSuggestionsPage() {
  return (
    <AdminPage
      title="Training Suggestions"
      roles={['admin']}
      actions={<ScreenLinks links={[{ href: '/admin-chatbot-training', label: 'Chatbot Training', Icon: BookOpen }]} />}
    >
      <SuggestionsList />
    </AdminPage>
  );
}
