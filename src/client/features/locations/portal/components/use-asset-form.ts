import type { Path } from 'react-hook-form';
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
    // One kind's contract of the union: its own input and output.
    schema: schema as unknown as z.ZodType<z.output<S>, z.input<S>>,
    send: send.mutateAsync,
    sent: assetSent,
    ...options,
  });
}
