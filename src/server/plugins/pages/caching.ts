/**
 * A file the build named after a hash of its contents (`/assets/<name>-<8 characters>.<extension>`): scripts,
 * styles, fonts and the site's pictures. Its address changes whenever it does, so it is cached for a year.
 * Files copied from `public/` keep their names and must never look like this (a test checks them).
 */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/** Whether a file of the built client is named after a hash of its contents (its compressed copies too). */
export function isHashedAsset(filePath: string): boolean {
  return hashedAsset.test(filePath.replace(/\.(br|gz)$/, ''));
}

/**
 * The `Cache-Control` of a built client file:
 * - hashed files: a year, `immutable` (a new build gives new names, so nothing stale is ever served);
 * - the service worker and the push handler it imports: checked for updates on every visit (`no-cache`);
 * - files with fixed names (icons, the Open Graph picture, the web app manifests: addresses that others keep):
 *   an hour, then revalidated with their `ETag`, which costs a `304` and no body while they are unchanged.
 */
export function cacheControlFor(filePath: string): string {
  if (/[\\/]sw(-push)?\.js(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  if (isHashedAsset(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
