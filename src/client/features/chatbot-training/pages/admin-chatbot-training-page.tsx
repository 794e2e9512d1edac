import * as Tabs from '@radix-ui/react-tabs';
import { Lightbulb, MessageSquareText } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { CategoriesTab } from '../components/categories-tab';
import { SettingsTab } from '../components/settings-tab';
import { TrainingList } from '../components/training-list';

const tabClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

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
        <Tabs.Root defaultValue="data">
          <Tabs.List
            aria-label="Chatbot training"
            className="mb-4 inline-flex max-w-full gap-1 overflow-x-auto rounded-2xl bg-white p-1 shadow-soft"
          >
            <Tabs.Trigger value="data" className={tabClass}>
              Training Data
            </Tabs.Trigger>
            <Tabs.Trigger value="categories" className={tabClass}>
              Categories
            </Tabs.Trigger>
            <Tabs.Trigger value="settings" className={tabClass}>
              Settings
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="data">
            <TrainingList />
          </Tabs.Content>
          <Tabs.Content value="categories">
            <CategoriesTab />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <SettingsTab />
          </Tabs.Content>
        </Tabs.Root>
      </AdminLayout>
    </AdminProviders>
  );
}
