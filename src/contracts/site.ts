import { z } from 'zod';
import { isTimeZone } from './time';

/** The business details shown across the site (docs/product/public-site.md: one configuration file, env overrides). */
export const siteConfigSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  legalName: z.string().min(1),
  phone: z.string().min(1),
  emergencyPhone: z.string().min(1),
  email: z.email(),
  supportEmail: z.email(),
  serviceArea: z.string().min(1),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  /** Where the business is: exports and e-mails write times on this zone's clock. */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles'),
  hours: z.string().min(1),
  siteUrl: z.url(),
  foundedYear: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
