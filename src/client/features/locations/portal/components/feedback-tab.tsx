import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';

/** Feedback (docs/product/portal.md): send partnership feedback and read the team's responses. */
export function FeedbackTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <FeedbackForm />
      </div>
      <div className="lg:col-span-2">
        <FeedbackList />
      </div>
    </div>
  );
}
