import type { SiteConfig } from '../../contracts/site';

/** The words every market page shares around its own content. */
export const marketPageText = {
  backToHome: 'Back to Home',
  scenariosEyebrow: (label: string) => `For ${label.toLowerCase()}`,
  benefitsEyebrow: 'Why Elevate',
  testimonialsEyebrow: 'Testimonials',
  call: (site: Pick<SiteConfig, 'phone'>) => `Or call ${site.phone}`,
} as const;
