import { useQuery } from '@tanstack/react-query';
import { journeyApi } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { endpointQuery } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

export const brandAssetsQuery = (locationId: number) =>
  endpointQuery(journeyApi.brandAssets, { query: { locationId } });

export const useBrandAssets = (locationId: number) => useQuery(brandAssetsQuery(locationId));

export type BrandAssetReview = { id: number; locationId: number; status: 'approved' | 'rejected'; note: string };

export const useReviewBrandAsset = () =>
  useRefreshingMutation(
    ({ id, status, note }: BrandAssetReview) =>
      call(journeyApi.reviewBrandAsset, { params: { id }, body: { status, note } }),
    ({ locationId }) => [brandAssetsQuery(locationId).queryKey, overviewQuery(locationId).queryKey],
  );
