import type { BrandAssetItem } from '../../contracts/partnership';

// What a brand asset looks like, read defensively: the data came from a manager's upload (checked by the server
// when it was submitted), but an image source or a colour is only used when it has exactly the expected shape.
const imageData = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const webAddress = /^(https?:\/\/|\/(?!\/))/i;
const hexColour = /^#[0-9a-f]{6}$/i;

/** The image to show for a logo (or any asset with an image): an uploaded data URL, else a web address. */
export function assetImage(asset: BrandAssetItem): string | null {
  if (asset.assetData && imageData.test(asset.assetData)) return asset.assetData;
  if (asset.assetUrl && webAddress.test(asset.assetUrl)) return asset.assetUrl;
  return null;
}

/** The colours of a colour scheme (stored as a JSON list of `#rrggbb`); anything else reads as none. */
export function schemeColours(asset: BrandAssetItem): string[] {
  if (asset.assetType !== 'color_scheme' || !asset.assetData) return [];
  try {
    const parsed: unknown = JSON.parse(asset.assetData);
    return Array.isArray(parsed)
      ? parsed.filter((value): value is string => typeof value === 'string' && hexColour.test(value))
      : [];
  } catch {
    return [];
  }
}

/** A link to the asset's file, when it has a web address (signage artwork, other files). */
export const assetLink = (asset: BrandAssetItem) =>
  asset.assetUrl && webAddress.test(asset.assetUrl) ? asset.assetUrl : null;
