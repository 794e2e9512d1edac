import { useQuery } from '@tanstack/react-query';
import type { BrandAssetRequest } from '../../../../../contracts/partnership';
import { portalApi } from '../../../../../contracts/portal';
import { call } from '../../../../lib/api';
import { endpointQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

/**
 * `portalApi.brandAssets`: logos (data URL) and colour schemes with their approval. A new one
 * (`portalApi.submitBrandAsset`) refreshes the list and the overview, which counts them.
 */
export const useBrandAssets = () => useQuery(endpointQuery(portalApi.brandAssets));
export const useSubmitBrandAsset = () =>
  useRefreshingMutation(
    (body: BrandAssetRequest) => call(portalApi.submitBrandAsset, { body }),
    [keyOf(portalApi.brandAssets), overviewQuery().queryKey],
  );
