import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { brandAssetRequest } from '../../../../../contracts/partnership';
import { usePortalForm } from '../../../../components/portal/use-portal-form';
import { useSubmitBrandAsset } from '../api/brand-assets';
import { assetSent } from './asset-name-fields';

type AssetRequest = (typeof brandAssetRequest.options)[number];

/** A brand asset's form (a logo, a colour scheme) on its kind's contract: sent for approval, then the same toast. */
export function useAssetForm<S extends AssetRequest>(
  schema: S,
  options: { defaults: z.input<S>; fields: readonly Path<z.input<S>>[]; failed: string; onSent?: () => void },
) {
  const send = useSubmitBrandAsset();
  return usePortalForm({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    send: send.mutateAsync,
    sent: assetSent,
    ...options,
  });
}
