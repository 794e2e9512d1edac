import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { AdminLayout, AdminProviders, useStaffSession } from '../../../admin-shell';
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
          <Button onClick={() => setCreating(true)} icon={Plus}>
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
