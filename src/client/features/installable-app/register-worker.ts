import { type InstallableAppName, manifestFor, workerScopeFor } from './install-rules';

/** Links the app's manifest, so the browser can offer installation (public pages carry none). */
export function linkManifest(app: InstallableAppName) {
  const href = manifestFor(app);
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link?.getAttribute('href') === href) return;
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = href;
}

/** Registers /sw.js for this page's scope; elsewhere (public pages, plain http) it does nothing. */
export async function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const scope = workerScopeFor(window.location);
  if (!scope || !('serviceWorker' in navigator)) return undefined;
  const { Workbox } = await import('workbox-window');
  try {
    // Update checks skip the HTTP cache for the scripts the worker imports too (public/sw-push.js keeps its name).
    return await new Workbox('/sw.js', { scope, updateViaCache: 'none' }).register();
  } catch (error) {
    // The back office works without its worker; a failed registration only costs offline use.
    console.warn('Service worker registration failed', error);
    return undefined;
  }
}
