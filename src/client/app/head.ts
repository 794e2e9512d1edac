import type { SiteConfig } from '../../contracts/site';
import { pictureUrl } from '../lib/pictures';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// The six market pictures are preloaded on the home page (docs/product/public-site.md).
export const marketImages = ['residential', 'hospital', 'offices', 'school', 'gym', 'hotel'].map((name) =>
  pictureUrl(`/assets/${name}.svg`),
);

/** schema.org LocalBusiness for the home page, from the business configuration. */
export function localBusinessJsonLd(site: SiteConfig): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    description: 'AI-powered, unattended self-service micro markets installed at no cost in premium properties.',
    url: site.siteUrl,
    image: `${site.siteUrl.replace(/\/$/, '')}/assets/og-image.png`,
    logo: `${site.siteUrl.replace(/\/$/, '')}/assets/icon-512.png`,
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundedYear),
    areaServed: site.serviceArea,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ],
  };
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** Title, description, canonical address, Open Graph and Twitter tags of a page (and JSON-LD on home). */
export function renderHead(
  page: { path: string; title: string; description: string; noindex?: boolean },
  site: SiteConfig,
) {
  const base = site.siteUrl.replace(/\/$/, '');
  const url = base + page.path;
  const image = `${base}/assets/og-image.png`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta name="twitter:card" content="summary_large_image">',
  ];
  if (page.path === '/') {
    tags.push(...marketImages.map((src) => `<link rel="preload" as="image" href="${src}" type="image/svg+xml">`));
    tags.push(`<script type="application/ld+json">${localBusinessJsonLd(site)}</script>`);
  }
  return tags.join('\n    ');
}
