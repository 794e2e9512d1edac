import { createContext, type ReactNode, useContext } from 'react';
import type { SiteConfig } from '../../contracts/site';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>;
}

/** The business details ({phone}, {email}, hours, service area) from the server's configuration. */
export function useSite(): SiteConfig {
  const site = useContext(SiteConfigContext);
  if (!site) throw new Error('useSite must be used inside SiteConfigProvider');
  return site;
}

/** The configuration the server embedded in the page. */
export function readEmbeddedSiteConfig(): SiteConfig {
  const element = document.getElementById('site-config');
  if (!element?.textContent) throw new Error('The page has no site configuration');
  return JSON.parse(element.textContent) as SiteConfig;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
