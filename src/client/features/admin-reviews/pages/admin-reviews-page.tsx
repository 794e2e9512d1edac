import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useStaffSession } from '../../admin-shell/api/session';
import { AdminLayout } from '../../admin-shell/components/admin-layout';
import { AdminProviders } from '../../admin-shell/components/admin-providers';
import { CreateReviewDialog } from '../components/create-review-dialog';
import { ReviewStatCards } from '../components/review-stat-cards';
import { ReviewsList } from '../components/reviews-list';

/** /admin-reviews (docs/product/reviews.md): Client Reviews Management. */
export default function AdminReviewsPage() {
  return (
    <AdminProviders>
      <ReviewsScreen />
    </AdminProviders>
  );
}

function ReviewsScreen() {
  const [creating, setCreating] = useState(false);
  const session = useStaffSession();
  const canCreate = session.data?.role === 'admin' || session.data?.role === 'manager';
  return (
    <AdminLayout
      title="Client Reviews Management"
      actions={
        canCreate ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Review
          </Button>
        ) : null
      }
    >
      <ReviewStatCards />
      <ReviewsList />
      <CreateReviewDialog open={creating} onClose={() => setCreating(false)} />
    </AdminLayout>
  );
}
