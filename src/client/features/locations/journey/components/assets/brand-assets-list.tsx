import { useState } from 'react';
import { brandAssetStatuses } from '../../../../../../contracts/enums';
import { FilterSelect } from '../../../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Spinner } from '../../../../../components/ui/spinner';
import { useBrandAssets } from '../../api/brand-assets';
import { statusLabel } from '../labels';
import { RecordSection } from '../record-section';
import { type AssetReview, AssetReviewDialog } from './asset-review-dialog';
import { BrandAssetCard } from './brand-asset-card';

/** Brand-asset review of one location: every asset the manager submitted, newest first, filtered by status. */
export function BrandAssetsList({ locationId }: { locationId: number }) {
  const list = useBrandAssets(locationId);
  useFetchErrorToast(list.isError, 'Failed to fetch brand assets');
  const [status, setStatus] = useState('');
  const [review, setReview] = useState<AssetReview | null>(null);
  // A location has a handful of assets: one read, filtered here.
  const shown = list.data?.filter((asset) => !status || asset.status === status);
  const pending = list.data?.filter((asset) => asset.status === 'pending').length;

  return (
    <RecordSection
      title="Brand Assets"
      description={pending === undefined ? undefined : `${pending} waiting for review`}
      toolbar={
        <div className="sm:max-w-56">
          <FilterSelect
            id="assets-status"
            label="Status"
            value={status}
            onChange={setStatus}
            options={brandAssetStatuses.map((value) => [value, statusLabel(value)])}
          />
        </div>
      }
    >
      {!shown ? (
        <Spinner label="Loading brand assets…" className="py-12" />
      ) : shown.length === 0 ? (
        <p className="px-4 py-12 text-center text-slate-600">
          {status
            ? 'No brand assets with this status'
            : 'No brand assets yet. The manager submits them from the portal.'}
        </p>
      ) : (
        <div className="grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((asset) => (
            <BrandAssetCard
              key={asset.id}
              asset={asset}
              onReview={(item, next) => setReview({ asset: item, status: next })}
            />
          ))}
        </div>
      )}
      <AssetReviewDialog review={review} onClose={() => setReview(null)} />
    </RecordSection>
  );
}
