import type { MarketSlug } from '../../content/site/markets';
import type { PageInfo } from '../../contracts/pages';
import { type LazyPage, lazyPage } from './lazy-page';

export type RouteDef = PageInfo & { page: LazyPage };

const site = 'Elevate Micro Markets';
const marketing = (file: string) => `src/client/features/marketing/pages/${file}`;

const market = (slug: MarketSlug) => () =>
  import('../features/marketing/pages/market-pages').then((module) => ({ default: module.marketPages[slug] }));

function publicRoute(
  path: string,
  title: string,
  description: string,
  module: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteDef {
  return { path, area: 'public', prerender: true, title, description, module, page: lazyPage(load) };
}

/** A screen of the partnership journey (features/locations/journey/pages). */
const journeyScreen = (file: string, load: () => Promise<{ default: React.ComponentType }>) => ({
  module: `src/client/features/locations/journey/pages/${file}.tsx`,
  load,
});

/** A back-office page, in its own chunk. */
function adminRoute(
  path: string,
  title: string,
  screen: { module: string; load: () => Promise<{ default: React.ComponentType }> },
): RouteDef {
  return {
    path,
    area: 'admin',
    prerender: false,
    title: `${title} · ${site} Admin`,
    description: `${site} back office`,
    module: screen.module,
    page: lazyPage(screen.load),
  };
}

/** Every page of the product (docs/product/public-site.md), in one table. */
export const routes: RouteDef[] = [
  publicRoute(
    '/',
    `${site} | AI-Powered Self-Service Markets at Zero Cost`,
    'Premium, AI-powered self-service micro markets for condos, hospitals, offices, campuses, gyms and hotels. $0 to your property, restocked and monitored 24/7.',
    marketing('home-page.tsx'),
    () => import('../features/marketing/pages/home-page'),
  ),
  publicRoute(
    '/about',
    `About Us: A Family-Owned Local Business | ${site}`,
    'Meet the family behind Elevate Micro Markets: our story, mission, team and the values behind every market we run.',
    marketing('about-page.tsx'),
    () => import('../features/marketing/pages/about-page'),
  ),
  publicRoute(
    '/luxury-condos',
    `Micro Markets for Luxury Condominiums | ${site}`,
    'A 24/7 resident market in your lobby or amenity floor: fresh food, essentials and wine, installed and restocked at no cost to the association.',
    marketing('market-pages.tsx'),
    market('luxury-condos'),
  ),
  publicRoute(
    '/medical-facilities',
    `Micro Markets for Hospitals and Medical Facilities | ${site}`,
    'Healthy food around the clock for night-shift staff, patients and families, with touchless checkout and 24/7 monitoring. No cost to your facility.',
    marketing('market-pages.tsx'),
    market('medical-facilities'),
  ),
  publicRoute(
    '/corporate-offices',
    `Office Micro Markets and Break Room Solutions | ${site}`,
    'Turn the break room into a perk: fresh meals, snacks and coffee on site, a 15% lift in employee satisfaction and 30 minutes saved a day.',
    marketing('market-pages.tsx'),
    market('corporate-offices'),
  ),
  publicRoute(
    '/educational-institutions',
    `Campus Micro Markets for Schools and Universities | ${site}`,
    'Affordable, healthy food for students and staff when the dining hall is closed: 24/7 campus markets installed at zero cost.',
    marketing('market-pages.tsx'),
    market('educational-institutions'),
  ),
  publicRoute(
    '/fitness-wellness',
    `Micro Markets for Gyms and Wellness Centers | ${site}`,
    'Pre-workout fuel, post-workout recovery and 24/7 convenience for your members, with a revenue share and zero staff time.',
    marketing('market-pages.tsx'),
    market('fitness-wellness'),
  ),
  publicRoute(
    '/hotels',
    `Hotel Lobby Markets and Guest Pantries | ${site}`,
    'A 24/7 grab-and-go pantry for your guests: snacks, meals, toiletries and local favourites, installed and run at no cost to the hotel.',
    marketing('market-pages.tsx'),
    market('hotels'),
  ),
  publicRoute(
    '/customer-service',
    `Customer Service: Feedback and Issue Reports | ${site}`,
    'Report an issue with a market or send us feedback. We respond within 24 hours.',
    'src/client/features/feedback/pages/customer-service-page.tsx',
    () => import('../features/feedback/pages/customer-service-page'),
  ),
  {
    path: '/property-manager',
    area: 'portal',
    prerender: false,
    title: `Property Manager Portal | ${site}`,
    description: 'Follow your micro market installation and partnership.',
    module: 'src/client/features/locations/portal/pages/portal-page.tsx',
    page: lazyPage(() => import('../features/locations/portal/pages/portal-page')),
  },
  adminRoute('/admin', 'Admin', {
    module: 'src/client/features/admin-shell/pages/admin-home-page.tsx',
    load: () => import('../features/admin-shell/pages/admin-home-page'),
  }),
  adminRoute('/admin-dashboard', 'Dashboard', {
    module: 'src/client/features/dashboard/pages/admin-dashboard-page.tsx',
    load: () => import('../features/dashboard/pages/admin-dashboard-page'),
  }),
  adminRoute('/admin-chat', 'Chat Sessions', {
    module: 'src/client/features/chat-sessions/pages/admin-chat-page.tsx',
    load: () => import('../features/chat-sessions/pages/admin-chat-page'),
  }),
  adminRoute('/admin-users', 'User Management', {
    module: 'src/client/features/users/pages/admin-users-page.tsx',
    load: () => import('../features/users/pages/admin-users-page'),
  }),
  adminRoute('/admin-crm-prospects', 'CRM Prospects', {
    module: 'src/client/features/prospects/pages/admin-crm-prospects-page.tsx',
    load: () => import('../features/prospects/pages/admin-crm-prospects-page'),
  }),
  adminRoute('/admin-property-managers', 'Property Managers', {
    module: 'src/client/features/locations/pages/admin-property-managers-page.tsx',
    load: () => import('../features/locations/pages/admin-property-managers-page'),
  }),
  adminRoute(
    '/admin-timeline-management',
    'Timeline Management',
    journeyScreen(
      'admin-timeline-management-page',
      () => import('../features/locations/journey/pages/admin-timeline-management-page'),
    ),
  ),
  adminRoute(
    '/admin-manager-requests',
    'Manager Requests',
    journeyScreen('manager-requests-page', () => import('../features/locations/journey/pages/manager-requests-page')),
  ),
  adminRoute(
    '/admin/property-managers/:locationId/timeline',
    'Timeline Management',
    journeyScreen(
      'timeline-management-page',
      () => import('../features/locations/journey/pages/timeline-management-page'),
    ),
  ),
  adminRoute(
    '/admin/property-managers/:locationId/feedback',
    'Feedback Management',
    journeyScreen(
      'partnership-feedback-page',
      () => import('../features/locations/journey/pages/partnership-feedback-page'),
    ),
  ),
  adminRoute(
    '/admin/property-managers/:locationId/assets',
    'Brand Assets',
    journeyScreen('brand-assets-page', () => import('../features/locations/journey/pages/brand-assets-page')),
  ),
  adminRoute(
    '/admin/property-managers/:locationId/decisions',
    'Decisions',
    journeyScreen('decisions-page', () => import('../features/locations/journey/pages/decisions-page')),
  ),
  adminRoute('/admin-chatbot-training', 'Chatbot Training', {
    module: 'src/client/features/chatbot-training/pages/admin-chatbot-training-page.tsx',
    load: () => import('../features/chatbot-training/pages/admin-chatbot-training-page'),
  }),
  adminRoute('/admin-training-suggestions', 'Training Suggestions', {
    module: 'src/client/features/chatbot-training/pages/admin-training-suggestions-page.tsx',
    load: () => import('../features/chatbot-training/pages/admin-training-suggestions-page'),
  }),
  adminRoute('/admin-reviews', 'Client Reviews Management', {
    module: 'src/client/features/reviews/staff/pages/admin-reviews-page.tsx',
    load: () => import('../features/reviews/staff/pages/admin-reviews-page'),
  }),
  adminRoute('/admin-sitemap', 'Sitemap', {
    module: 'src/client/features/sitemap/pages/admin-sitemap-page.tsx',
    load: () => import('../features/sitemap/pages/admin-sitemap-page'),
  }),
  adminRoute('/test-chatbot', 'Test Chatbot', {
    module: 'src/client/features/test-chatbot/pages/test-chatbot-page.tsx',
    load: () => import('../features/test-chatbot/pages/test-chatbot-page'),
  }),
  adminRoute('/admin-mail', 'E-mail Log', {
    module: 'src/client/features/mail-log/pages/admin-mail-page.tsx',
    load: () => import('../features/mail-log/pages/admin-mail-page'),
  }),
];

export const notFoundPage = lazyPage(() => import('../features/marketing/pages/not-found-page'));
export const NOT_FOUND_TITLE = `Page Not Found | ${site}`;

const toPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
const compiled = routes.map((route) => ({ route, pattern: toPattern(route.path) }));

/** The route a path shows, or undefined for the 404 page. */
export function findRoute(pathname: string): RouteDef | undefined {
  return compiled.find(({ pattern }) => pattern.test(pathname))?.route;
}
