import { BrandAssetsList } from '../components/assets/brand-assets-list';
import { LocationRecordPage } from '../components/location-record-page';

/** /admin/property-managers/{locationId}/assets: the manager's logos and colour schemes, approved or rejected. */
export default function BrandAssetsPage() {
  return (
    <LocationRecordPage title="Brand Assets" current="assets">
      {(location) => <BrandAssetsList locationId={location.id} />}
    </LocationRecordPage>
  );
}
