import type { BrandAssetItem, BrandAssetRequest } from '../../../../../contracts/partnership';
import { portalCollection } from '../../../../components/portal/portal-query';
import { overviewQuery } from './overview';

/** /api/property-manager/branding-assets: logos (data URL) and colour schemes with their approval; the overview counts them too. */
const brandAssets = portalCollection<BrandAssetItem, BrandAssetRequest>('/api/property-manager/branding-assets', [
  overviewQuery().queryKey,
]);
export const useBrandAssets = brandAssets.useList;
export const useSubmitBrandAsset = brandAssets.useSubmit;
