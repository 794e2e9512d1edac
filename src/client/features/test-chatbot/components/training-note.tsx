import { Info } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

/** Where the answers come from, and where to change them (docs/product/chat-assistant.md). */
export function TrainingNote() {
  return (
    <aside aria-label="About the answers" className="rounded-2xl border border-blue-200 bg-blue-50 p-4 text-sm">
      <p className="flex gap-2 text-blue-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Only <strong>Active</strong> training entries are used to answer. Inactive entries are ignored until they are
          switched on again.
        </span>
      </p>
      <Link href="/admin-chatbot-training" className={buttonClasses('outline', 'md', 'mt-3 w-full')}>
        Manage training data
      </Link>
    </aside>
  );
}
