import type { SiteConfig } from '../../../../contracts/site';

/** The seeded entries' `{phone}`, `{email}` ... replaced with the configured business details. */
export function fillPlaceholders(text: string, site: SiteConfig): string {
  const values: Record<string, string> = {
    name: site.name,
    phone: site.phone,
    emergencyPhone: site.emergencyPhone,
    email: site.email,
    supportEmail: site.supportEmail,
    serviceArea: site.serviceArea,
    hours: site.hours,
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
