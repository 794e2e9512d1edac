import { BookOpen, Lightbulb } from 'lucide-react';
import { ScreenLinks } from '../../../components/layout/screen-links';
import { AdminPage } from '../../admin-shell';
import { AssistantReportView } from '../components/assistant-report-view';

const links = [
  { href: '/admin-training-suggestions', label: 'Training Suggestions', Icon: Lightbulb },
  { href: '/admin-chatbot-training', label: 'Chatbot Training', Icon: BookOpen },
];

/** /admin-assistant-report (docs/product/chat-assistant.md#assistant-report): how the assistant did, week by week. */
export default function AdminAssistantReportPage() {
  return (
    <AdminPage title="Assistant Report" roles={['admin']} actions={<ScreenLinks links={links} />}>
      <AssistantReportView />
    </AdminPage>
  );
}
