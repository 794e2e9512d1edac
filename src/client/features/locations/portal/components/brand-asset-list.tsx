import type { BrandAssetItem } from '../../../../../contracts/partnership';
import { ItemCard, TeamAnswer, TypedText } from '../../../../components/portal/item-card';
import { OwnList } from '../../../../components/portal/own-list';
import { assetStatusTone, portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
import { assetImage, schemeColours } from '../../../../lib/brand-asset-preview';
import { formatDate } from '../../../../lib/format';
import { useBrandAssets } from '../api/brand-assets';

function AssetPreview({ asset }: { asset: BrandAssetItem }) {
  const image = asset.assetType === 'logo' ? assetImage(asset) : null;
  if (image) {
    return (
      <div className="mt-3 flex h-28 items-center justify-center rounded-xl border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-3">
        <img src={image} alt={`${asset.assetName} logo`} className="max-h-full max-w-full object-contain" />
      </div>
    );
  }
  const colours = schemeColours(asset);
  if (colours.length > 0) {
    return (
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Colours of ${asset.assetName}`}>
        {colours.map((colour, index) => (
          // A scheme may repeat a colour: the position keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="flex items-center gap-2 rounded-lg border border-slate-200 py-1 pl-1 pr-2">
            <span
              aria-hidden="true"
              className="size-7 rounded-md ring-1 ring-slate-300"
              style={{ background: colour }}
            />
            <span className="font-mono text-xs text-slate-700">{colour.toUpperCase()}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (asset.assetUrl && /^https?:\/\//.test(asset.assetUrl)) {
    return (
      <a href={asset.assetUrl} className="mt-2 inline-block break-all text-sm font-medium text-brand-700 underline">
        {asset.assetUrl}
      </a>
    );
  }
  return null;
}

function AssetCard({ asset }: { asset: BrandAssetItem }) {
  return (
    <ItemCard
      testId="brand-asset"
      title={asset.assetName}
      status={portalStatus(asset.status, assetStatusTone)}
      meta={`${portalLabel(asset.assetType)} · submitted ${formatDate(asset.createdAt)}`}
    >
      <AssetPreview asset={asset} />
      <TypedText>{asset.description}</TypedText>
      <TeamAnswer label="Note from the team" text={asset.reviewNote} by={asset.approvedBy} date={asset.approvedDate} />
    </ItemCard>
  );
}

/** Brand assets with their approval (docs/product/portal.md: approved, pending, other; a rejected one carries the team's note). */
export function BrandAssetList() {
  return (
    <OwnList
      of="brand assets"
      titleId="brand-assets-title"
      query={useBrandAssets()}
      empty="No brand assets yet. Submit a logo or your colours to brand your market."
    >
      {(asset) => <AssetCard asset={asset} />}
    </OwnList>
  );
}
