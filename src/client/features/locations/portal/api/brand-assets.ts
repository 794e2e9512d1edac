import { useQuery } from '@tanstack/react-query';
import type { BrandAssetItem, BrandAssetRequest } from '../../../../../contracts/partnership';
import { portalQuery, usePortalSubmit } from '../../../../components/portal/portal-query';
import { overviewQuery } from './overview';

const path = '/api/property-manager/branding-assets';

/** GET /api/property-manager/branding-assets: logos and colour schemes with their approval. */
export const brandAssetsQuery = () => portalQuery<BrandAssetItem[]>(path);
export const useBrandAssets = () => useQuery(brandAssetsQuery());

/** POST a logo (data URL) or a colour scheme; the overview counts brand assets too. */
export const useSubmitBrandAsset = () =>
  usePortalSubmit<BrandAssetRequest, BrandAssetItem>(path, [brandAssetsQuery().queryKey, overviewQuery().queryKey]);
