import { Check, ExternalLink, ImageOff, X } from 'lucide-react';
import type { BrandAssetItem } from '../../../../../../contracts/partnership';
import { Badge } from '../../../../../components/ui/badge';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { assetImage, assetLink, schemeColours } from '../../../../../lib/brand-asset-preview';
import { formatDate, formatDateTime } from '../../../../../lib/format';
import { journeyTone, statusLabel } from '../labels';

/** One brand asset: the logo itself or the colour swatches, its status, the review note and who gave it. */
export function BrandAssetCard(props: {
  asset: BrandAssetItem;
  onReview: (asset: BrandAssetItem, status: 'approved' | 'rejected') => void;
}) {
  const { asset } = props;
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" data-testid="brand-asset">
      <AssetPreview asset={asset} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-navy-900 wrap-anywhere">{asset.assetName}</h3>
            <p className="text-sm text-slate-600">
              {statusLabel(asset.assetType)} · submitted {formatDateTime(asset.createdAt)}
            </p>
          </div>
          <Badge tone={journeyTone(asset.status)}>{statusLabel(asset.status)}</Badge>
        </div>
        {asset.description ? (
          <p className="whitespace-pre-line text-sm text-slate-700 wrap-anywhere">{asset.description}</p>
        ) : null}
        {asset.status !== 'pending' ? (
          <div className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="asset-review">
            <p className="text-xs font-semibold text-slate-700">
              {asset.status === 'approved' ? 'Approved' : 'Rejected'} by {asset.approvedBy ?? 'N/A'} on{' '}
              {formatDate(asset.approvedDate)}
            </p>
            {asset.reviewNote ? (
              <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{asset.reviewNote}</p>
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row">
          <Button
            size="sm"
            className="min-h-11 flex-1 sm:min-h-9"
            disabled={asset.status === 'approved'}
            onClick={() => props.onReview(asset, 'approved')}
            aria-label={`Approve ${asset.assetName}`}
            icon={Check}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="min-h-11 flex-1 text-red-800 sm:min-h-9"
            disabled={asset.status === 'rejected'}
            onClick={() => props.onReview(asset, 'rejected')}
            aria-label={`Reject ${asset.assetName}`}
            icon={X}
          >
            Reject
          </Button>
        </div>
      </div>
    </Card>
  );
}

function AssetPreview({ asset }: { asset: BrandAssetItem }) {
  const image = assetImage(asset);
  const colours = schemeColours(asset);
  const link = assetLink(asset);
  if (image)
    return (
      <div className="flex h-40 items-center justify-center border-b border-slate-100 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-4">
        <img
          src={image}
          alt={`${asset.assetName} (${statusLabel(asset.assetType)})`}
          className="max-h-full max-w-full object-contain"
        />
      </div>
    );
  if (colours.length > 0)
    return (
      <ul
        aria-label={`Colours of ${asset.assetName}`}
        className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2 border-b border-slate-100 p-4"
      >
        {colours.map((colour, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a scheme may repeat a colour; the position is its identity
          <li key={`${colour}-${index}`} className="space-y-1 text-center">
            <span
              aria-hidden="true"
              className="block h-12 rounded-lg ring-1 ring-slate-200 ring-inset"
              style={{ backgroundColor: colour }}
            />
            <span className="font-mono text-xs text-slate-800">{colour.toUpperCase()}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="flex h-24 items-center justify-center gap-2 border-b border-slate-100 bg-slate-50 text-sm text-slate-600">
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open the file
        </a>
      ) : (
        <>
          <ImageOff aria-hidden="true" className="size-4" />
          No preview
        </>
      )}
    </div>
  );
}
