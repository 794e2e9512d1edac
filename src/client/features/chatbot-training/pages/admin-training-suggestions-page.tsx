import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { SuggestionsList } from '../components/suggestions-list';

/** /admin-training-suggestions (docs/product/training.md): questions the assistant could not answer, and feedback, turned into training. */
export default function AdminTrainingSuggestionsPage() {
  return (
    <AdminProviders>
      <AdminLayout
        title="Training Suggestions"
        roles={['admin']}
        actions={
          <Link href="/admin-chatbot-training" className={buttonClasses('outline', 'md')}>
            <BookOpen aria-hidden="true" className="size-4" />
            Chatbot Training
          </Link>
        }
      >
        <SuggestionsList />
      </AdminLayout>
    </AdminProviders>
  );
}
