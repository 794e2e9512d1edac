import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type BrandAssetItem,
  type brandAssetRequest,
  type brandAssetReviewRequest,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
} from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { brandingAssets } from '../../../db/schema/index';
import { invalid, notFound } from '../../../lib/domain-error';
import { iso } from '../../../lib/iso';
import { present } from '../../../lib/present';
import { type RecordChange, unitOfWork } from '../../activity';

type Row = typeof brandingAssets.$inferSelect;

export const toBrandAssetItem = (row: Row): BrandAssetItem => ({
  ...row,
  approvedDate: iso(row.approvedDate),
  createdAt: row.createdAt.toISOString(),
});

// The first bytes of each accepted image type: the declared type must match the content.
const signatures: Record<(typeof LOGO_TYPES)[number], (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** A logo upload as a data URL: PNG, JPEG or WebP (checked by content, not name), at most 512 KB. SVG is refused. */
export function checkLogo(dataUrl: string): string {
  const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw invalid('The logo must be a PNG, JPEG or WebP image');
  const type = match[1] as (typeof LOGO_TYPES)[number];
  if (!LOGO_TYPES.includes(type)) throw invalid('The logo must be a PNG, JPEG or WebP image');
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw invalid('The logo is larger than 512 KB');
  if (!signatures[type](bytes)) throw invalid('The file is not the image it claims to be');
  return dataUrl;
}

export async function listBrandAssets(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(brandingAssets)
    .where(eq(brandingAssets.locationId, locationId))
    .orderBy(desc(brandingAssets.createdAt), desc(brandingAssets.id));
  return rows.map(toBrandAssetItem);
}

/** The manager submits a logo or a colour scheme; it waits for the team's approval. */
export async function submitBrandAsset(db: Database, locationId: number, input: z.output<typeof brandAssetRequest>) {
  const assetData = input.assetType === 'logo' ? checkLogo(input.assetData) : JSON.stringify(input.colours);
  const [row] = await db
    .insert(brandingAssets)
    .values({
      locationId,
      assetType: input.assetType,
      assetName: input.assetName,
      description: input.description ?? null,
      assetData,
    })
    .returning();
  return toBrandAssetItem(present(row));
}

type BrandAssetReview = z.output<typeof brandAssetReviewRequest>;

/** The team approves or rejects an asset, with a note; who did it and when are kept. */
export const reviewBrandAsset: RecordChange<BrandAssetReview, BrandAssetItem> = (db, id, input, actor, events) =>
  unitOfWork({ db, events }, actor, async ({ tx, recorded }) => {
    const [row] = await tx
      .update(brandingAssets)
      .set({ status: input.status, reviewNote: input.note ?? null, approvedBy: actor.name, approvedDate: new Date() })
      .where(eq(brandingAssets.id, id))
      .returning();
    if (!row) throw notFound('Brand asset not found');
    const item = toBrandAssetItem(row);
    return recorded(item, { resource: 'brand_asset', action: item.status === 'approved' ? 'approve' : 'reject' });
  });
