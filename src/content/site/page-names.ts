/**
 * The name of each public page, as the navigation and the footer give it: what a link to the page says (a market
 * page's name is its market's label). Kept apart from the pages' words, so a link needs none of them.
 */
export const pageNames = {
  '/': 'Home',
  '/about': 'About Us',
  '/customer-service': 'Customer Service',
  '/luxury-condos': 'Luxury Condominiums',
  '/medical-facilities': 'Medical Facilities',
  '/corporate-offices': 'Corporate Offices',
  '/educational-institutions': 'Educational Institutions',
  '/fitness-wellness': 'Fitness & Wellness',
  '/hotels': 'Hotels',
} as const;

const isPagePath = (path: string): path is keyof typeof pageNames => Object.hasOwn(pageNames, path);

/** The name of the page a site link leads to (`/hotels#benefits` is "Hotels"), or undefined when it leads to none. */
export function pageNameOf(link: string): string | undefined {
  const path = link.split('#')[0] || '/';
  return isPagePath(path) ? pageNames[path] : undefined;
}
