/**
 * When the back office and the portal may run their service worker and offer installation
 * (docs/product/public-site.md and /property-manager).
 */

export type InstallableAppName = 'admin' | 'property-manager';

/** The delay between the browser offering installation and our prompt (docs/product/public-site.md). */
export const INSTALL_PROMPT_DELAY_MS = 3000;

/** Remembers "Not now" for the rest of the browser session. */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

const scopes: Record<InstallableAppName, string> = { admin: '/admin', 'property-manager': '/property-manager' };

/**
 * The service worker scope for a page, or null where no worker may register: only on paths starting with
 * /admin or /property-manager, and only over https or on localhost (where browsers allow workers anyway).
 */
export function workerScopeFor(url: { pathname: string; protocol: string; hostname: string }): string | null {
  const secure = url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!secure) return null;
  for (const scope of Object.values(scopes)) {
    if (url.pathname.startsWith(scope)) return scope;
  }
  return null;
}

export function manifestFor(app: InstallableAppName): string {
  return `/${app}.webmanifest`;
}

/** Offer installation only on phones and tablets, never inside the installed app, never after "Not now". */
export function shouldOfferInstall(state: { mobile: boolean; installed: boolean; dismissed: boolean }): boolean {
  return state.mobile && !state.installed && !state.dismissed;
}
