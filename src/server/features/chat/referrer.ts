/**
 * The referrer a new session keeps (decision 061): its origin and path as the contract left it, or the path alone
 * when it is a page of this site (`siteUrl`'s origin).
 */
export function keptReferrer(referrer: string | undefined, siteUrl: string): string | undefined {
  if (referrer === undefined) return undefined;
  const site = new URL(siteUrl).origin;
  return referrer.startsWith(`${site}/`) ? referrer.slice(site.length) : referrer;
}
