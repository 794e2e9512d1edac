import { Lightbulb, MessageSquareText } from 'lucide-react';
import { ScreenLinks } from '../../../components/layout/screen-links';
import { PageTabs } from '../../../components/ui/page-tabs';
import { AdminPage } from '../../admin-shell';
import { CategoriesTab } from '../components/categories-tab';
import { OutOfScopeTab } from '../components/out-of-scope-tab';
import { SettingsTab } from '../components/settings-tab';
import { TrainingList } from '../components/training-list';

/** /admin-chatbot-training (docs/product/training.md): what the assistant knows, in four tabs, with links to suggestions and the test page. */
export default function AdminChatbotTrainingPage() {
  return (
    <AdminPage
      title="Chatbot Training"
      roles={['admin']}
      signedOutTitle="Authentication Required"
      actions={
        <ScreenLinks
          links={[
            { href: '/admin-training-suggestions', label: 'Training Suggestions', Icon: Lightbulb },
            { href: '/test-chatbot', label: 'Test Chatbot', Icon: MessageSquareText },
          ]}
        />
      }
    >
      <PageTabs
        label="Chatbot training"
        tabs={[
          { value: 'data', label: 'Training Data', content: <TrainingList /> },
          { value: 'categories', label: 'Categories', content: <CategoriesTab /> },
          { value: 'not-ours', label: 'Not Our Topic', content: <OutOfScopeTab /> },
          { value: 'settings', label: 'Settings', content: <SettingsTab /> },
        ]}
      />
    </AdminPage>
  );
}
