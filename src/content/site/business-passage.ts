import type { SiteConfig } from '../../contracts/site';
import { homePage } from './pages';
import type { SitePassage } from './passage';
import { passage } from './passage';
import { labelled, lines, sentence } from './passage-text';

/** The postal address on one line, empty parts left out: "street, city, region postal code, country". */
export function formatAddress({ street, city, region, postalCode, country }: SiteConfig['address']): string {
  const regionAndCode = [region, postalCode].filter(Boolean).join(' ');
  return [street, city, regionAndCode, country].filter(Boolean).join(', ');
}

/**
 * The business details, all from the site configuration (never written in the content): they change with the
 * deployment. The passage points to the home page's contact section, where visitors find them.
 */
export function businessPassage(site: SiteConfig): SitePassage {
  const address = formatAddress(site.address);
  const details = passage(
    homePage,
    { anchor: 'contact', section: 'Business details' },
    lines(
      sentence(`${site.name} (${site.legalName}), founded in ${site.foundedYear}`),
      sentence(labelled('Phone', site.phone)),
      sentence(labelled('Emergency line (24/7)', site.emergencyPhone)),
      sentence(labelled('E-mail', site.email)),
      sentence(labelled('Support e-mail', site.supportEmail)),
      sentence(labelled('Service area', site.serviceArea)),
      sentence(labelled('Hours', site.hours)),
      address ? sentence(labelled('Address', address)) : '',
    ),
  );
  return { ...details, id: 'business' };
}
