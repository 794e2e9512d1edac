import { Lightbulb, MessageSquareText } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PageTabs } from '../../../components/ui/page-tabs';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { CategoriesTab } from '../components/categories-tab';
import { SettingsTab } from '../components/settings-tab';
import { TrainingList } from '../components/training-list';

/** /admin-chatbot-training (docs/product/training.md): what the assistant knows, in three tabs, with links to suggestions and the test page. */
export default function AdminChatbotTrainingPage() {
  return (
    <AdminProviders>
      <AdminLayout
        title="Chatbot Training"
        roles={['admin']}
        signedOutTitle="Authentication Required"
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href="/admin-training-suggestions" className={buttonClasses('outline', 'md')}>
              <Lightbulb aria-hidden="true" className="size-4" />
              Training Suggestions
            </Link>
            <Link href="/test-chatbot" className={buttonClasses('outline', 'md')}>
              <MessageSquareText aria-hidden="true" className="size-4" />
              Test Chatbot
            </Link>
          </div>
        }
      >
        <PageTabs
          label="Chatbot training"
          listClassName="max-w-full overflow-x-auto"
          tabs={[
            { value: 'data', label: 'Training Data', content: <TrainingList /> },
            { value: 'categories', label: 'Categories', content: <CategoriesTab /> },
            { value: 'settings', label: 'Settings', content: <SettingsTab /> },
          ]}
        />
      </AdminLayout>
    </AdminProviders>
  );
}
