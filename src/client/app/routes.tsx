import type { MarketSlug } from '../../content/site/markets';
import type { PageInfo } from '../../contracts/pages';
import { loadMarketPages } from '../features/marketing/lazy';
import { type LazyPage, lazyPage, type PageModule } from './lazy-page';

export type RouteDef = PageInfo & { page: LazyPage };

const site = 'Elevate Micro Markets';

/**
 * Every page file of the features, each in its own chunk: a route names its file, the build keeps it apart. The
 * market pages' module has no default page (one per market), so it is imported on its own below.
 */
const pageFiles = import.meta.glob<PageModule>(['./**/pages/*.tsx', '!./marketing/pages/market-pages.tsx'], {
  base: '../features',
});

type Screen = { module: string; load: () => Promise<PageModule> };

/** A page of a feature by its file under `features/`, with the module name the build's manifest knows it by. */
function screen(file: string): Screen {
  const load = pageFiles[`./${file}.tsx`];
  if (!load) throw new Error(`No page file features/${file}.tsx`);
  return { module: `src/client/features/${file}.tsx`, load };
}

/** A page of the public site, rendered ahead of time. */
function publicRoute(path: string, title: string, description: string, page: Screen): RouteDef {
  return { path, area: 'public', prerender: true, title, description, module: page.module, page: lazyPage(page.load) };
}

/** A market's page: one module draws them all (features/marketing/pages/market-pages), its path is its slug. */
const marketRoute = (slug: MarketSlug, title: string, description: string) =>
  publicRoute(`/${slug}`, `${title} | ${site}`, description, {
    module: 'src/client/features/marketing/pages/market-pages.tsx',
    load: () => loadMarketPages().then((module) => ({ default: module.marketPages[slug] })),
  });

/** A back-office page, in its own chunk. */
function adminRoute([path, title, file]: readonly [path: string, title: string, file: string]): RouteDef {
  const page = screen(file);
  return {
    path,
    area: 'admin',
    prerender: false,
    title: `${title} · ${site} Admin`,
    description: `${site} back office`,
    module: page.module,
    page: lazyPage(page.load),
  };
}

/** The back office: each page's path, its title and its file under `features/`. */
const adminPages = [
  ['/admin', 'Admin', 'admin-shell/pages/admin-home-page'],
  ['/admin-dashboard', 'Dashboard', 'dashboard/pages/admin-dashboard-page'],
  ['/admin-chat', 'Chat Sessions', 'chat-sessions/pages/admin-chat-page'],
  ['/admin-users', 'User Management', 'users/pages/admin-users-page'],
  ['/admin-crm-prospects', 'CRM Prospects', 'prospects/pages/admin-crm-prospects-page'],
  ['/admin-property-managers', 'Property Managers', 'locations/pages/admin-property-managers-page'],
  ['/admin-timeline-management', 'Timeline Management', 'locations/journey/pages/admin-timeline-management-page'],
  ['/admin-manager-requests', 'Manager Requests', 'locations/journey/pages/manager-requests-page'],
  [
    '/admin/property-managers/:locationId/timeline',
    'Timeline Management',
    'locations/journey/pages/timeline-management-page',
  ],
  [
    '/admin/property-managers/:locationId/feedback',
    'Feedback Management',
    'locations/journey/pages/partnership-feedback-page',
  ],
  ['/admin/property-managers/:locationId/assets', 'Brand Assets', 'locations/journey/pages/brand-assets-page'],
  ['/admin/property-managers/:locationId/decisions', 'Decisions', 'locations/journey/pages/decisions-page'],
  ['/admin-chatbot-training', 'Chatbot Training', 'chatbot-training/pages/admin-chatbot-training-page'],
  ['/admin-training-suggestions', 'Training Suggestions', 'chatbot-training/pages/admin-training-suggestions-page'],
  ['/admin-assistant-report', 'Assistant Report', 'assistant-report/pages/admin-assistant-report-page'],
  ['/admin-reviews', 'Client Reviews Management', 'reviews/staff/pages/admin-reviews-page'],
  ['/admin-sitemap', 'Sitemap', 'sitemap/pages/admin-sitemap-page'],
  ['/test-chatbot', 'Test Chatbot', 'test-chatbot/pages/test-chatbot-page'],
  ['/admin-mail', 'E-mail Log', 'mail-log/pages/admin-mail-page'],
] as const;

const portal = screen('locations/portal/pages/portal-page');

/** Every page of the product (docs/product/public-site.md), in one table. */
export const routes: RouteDef[] = [
  publicRoute(
    '/',
    `${site} | AI-Powered Self-Service Markets at Zero Cost`,
    'Premium, AI-powered self-service micro markets for condos, hospitals, offices, campuses, gyms and hotels. $0 to your property, restocked and monitored 24/7.',
    screen('marketing/pages/home-page'),
  ),
  publicRoute(
    '/about',
    `About Us: A Family-Owned Local Business | ${site}`,
    'Meet the family behind Elevate Micro Markets: our story, mission, team and the values behind every market we run.',
    screen('marketing/pages/about-page'),
  ),
  marketRoute(
    'luxury-condos',
    'Micro Markets for Luxury Condominiums',
    'A 24/7 resident market in your lobby or amenity floor: fresh food, essentials and wine, installed and restocked at no cost to the association.',
  ),
  marketRoute(
    'medical-facilities',
    'Micro Markets for Hospitals and Medical Facilities',
    'Healthy food around the clock for night-shift staff, patients and families, with touchless checkout and 24/7 monitoring. No cost to your facility.',
  ),
  marketRoute(
    'corporate-offices',
    'Office Micro Markets and Break Room Solutions',
    'Turn the break room into a perk: fresh meals, snacks and coffee on site, a 15% lift in employee satisfaction and 30 minutes saved a day.',
  ),
  marketRoute(
    'educational-institutions',
    'Campus Micro Markets for Schools and Universities',
    'Affordable, healthy food for students and staff when the dining hall is closed: 24/7 campus markets installed at zero cost.',
  ),
  marketRoute(
    'fitness-wellness',
    'Micro Markets for Gyms and Wellness Centers',
    'Pre-workout fuel, post-workout recovery and 24/7 convenience for your members, with a revenue share and zero staff time.',
  ),
  marketRoute(
    'hotels',
    'Hotel Lobby Markets and Guest Pantries',
    'A 24/7 grab-and-go pantry for your guests: snacks, meals, toiletries and local favourites, installed and run at no cost to the hotel.',
  ),
  publicRoute(
    '/customer-service',
    `Customer Service: Feedback and Issue Reports | ${site}`,
    'Report an issue with a market or send us feedback. We respond within 24 hours.',
    screen('feedback/pages/customer-service-page'),
  ),
  {
    path: '/property-manager',
    area: 'portal',
    prerender: false,
    title: `Property Manager Portal | ${site}`,
    description: 'Follow your micro market installation and partnership.',
    module: portal.module,
    page: lazyPage(portal.load),
  },
  ...adminPages.map(adminRoute),
];

export const notFoundPage = lazyPage(screen('marketing/pages/not-found-page').load);
export const NOT_FOUND_TITLE = `Page Not Found | ${site}`;

const toPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
const compiled = routes.map((route) => ({ route, pattern: toPattern(route.path) }));

/** The route a path shows, or undefined for the 404 page. */
export function findRoute(pathname: string): RouteDef | undefined {
  return compiled.find(({ pattern }) => pattern.test(pathname))?.route;
}
