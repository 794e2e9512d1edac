import { BrandMark } from '../../../../components/layout/brand-mark';

/** The portal's name beside the Elevate mark, on the navy backdrop. */
export function PortalBrand() {
  return (
    <span className="flex items-center gap-2 text-white">
      <BrandMark className="size-8" />
      <span className="font-bold">
        Elevate <span className="font-medium text-brand-200">Partner Portal</span>
      </span>
    </span>
  );
}
