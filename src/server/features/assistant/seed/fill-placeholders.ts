import { formatAddress } from '../../../../content/site/business-passage';
import type { SiteConfig } from '../../../../contracts/site';

/** A bullet line, with its line break, whose value was a detail this deployment leaves empty ("• **Address:** "). */
const EMPTY_DETAIL = /^• \*\*[^*\n]+:\*\* *(?:\n|$)/gm;

/**
 * The seeded entries' `{phone}`, `{email}`, `{address}` ... replaced with the configured business details; a bullet
 * line left without its value is dropped.
 */
export function fillPlaceholders(text: string, site: SiteConfig): string {
  const values: Record<string, string> = {
    name: site.name,
    legalName: site.legalName,
    phone: site.phone,
    emergencyPhone: site.emergencyPhone,
    email: site.email,
    supportEmail: site.supportEmail,
    serviceArea: site.serviceArea,
    hours: site.hours,
    address: formatAddress(site.address),
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole).replace(EMPTY_DETAIL, '');
}
