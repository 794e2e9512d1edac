import type { PageInfo } from '../../../contracts/pages';
import type { SiteConfig } from '../../../contracts/site';

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Every prerendered public page, with absolute addresses. */
export function buildSitemap(pages: PageInfo[], site: SiteConfig): string {
  const base = site.siteUrl.replace(/\/$/, '');
  const urls = pages
    .filter((page) => page.prerender && page.area === 'public')
    .map(
      (page) =>
        `  <url><loc>${escapeXml(base + page.path)}</loc><changefreq>${page.path === '/' ? 'weekly' : 'monthly'}</changefreq><priority>${page.path === '/' ? '1.0' : '0.8'}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(site: SiteConfig): string {
  const base = site.siteUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-',
    'Disallow: /test-chatbot',
    'Disallow: /api/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
