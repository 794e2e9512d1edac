import { BookOpen, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { AssistantReportView } from '../components/assistant-report-view';

const links = [
  { href: '/admin-training-suggestions', label: 'Training Suggestions', Icon: Lightbulb },
  { href: '/admin-chatbot-training', label: 'Chatbot Training', Icon: BookOpen },
];

/** /admin-assistant-report (docs/product/chat-assistant.md#assistant-report): how the assistant did, week by week. */
export default function AdminAssistantReportPage() {
  return (
    <AdminProviders>
      <AdminLayout
        title="Assistant Report"
        roles={['admin']}
        actions={
          <div className="flex flex-wrap gap-2">
            {links.map(({ href, label, Icon }) => (
              <Link key={href} href={href} className={buttonClasses('outline', 'md')}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            ))}
          </div>
        }
      >
        <AssistantReportView />
      </AdminLayout>
    </AdminProviders>
  );
}
