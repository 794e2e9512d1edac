import { z } from 'zod';

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
  hours: z.string().min(1),
  siteUrl: z.url(),
  foundedYear: z.number().int(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
