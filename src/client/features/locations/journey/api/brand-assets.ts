import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type BrandAssetItem, brandAssetItem } from '../../../../../contracts/partnership';
import { apiRequest } from '../../../../lib/api';
import { toQueryString } from '../../../../lib/query-string';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';
import { getJson } from './query-helpers';

export const brandAssetsQuery = (locationId: number) =>
  queryOptions<BrandAssetItem[]>({
    queryKey: ['/api/branding-assets', { locationId }],
    queryFn: async () =>
      z.array(brandAssetItem).parse(await getJson(`/api/branding-assets${toQueryString({ locationId })}`)),
  });

export const useBrandAssets = (locationId: number) => useQuery(brandAssetsQuery(locationId));

export type BrandAssetReview = { id: number; locationId: number; status: 'approved' | 'rejected'; note: string };

export const useReviewBrandAsset = () =>
  useRefreshingMutation(
    ({ id, status, note }: BrandAssetReview) =>
      apiRequest('PUT', `/api/branding-assets/${id}/review`, { status, note }),
    ({ locationId }) => [brandAssetsQuery(locationId).queryKey, overviewQuery(locationId).queryKey],
  );
