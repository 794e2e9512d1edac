/**
 * Which Web Push endpoints the server will send to. A staff member's browser hands us its push service's URL, and a
 * visitor's hand-off then makes the server connect to it: whoever can subscribe chooses where the server connects.
 * So only the browsers' own push services are accepted, by name, on the standard https port, with no user info:
 * - Google FCM (Chrome, Edge on Android, most Chromium browsers): `fcm.googleapis.com`, `android.googleapis.com`;
 * - Mozilla autopush (Firefox): `updates.push.services.mozilla.com` and any `*.push.services.mozilla.com`;
 * - Apple (Safari): `web.push.apple.com` and any `*.push.apple.com`;
 * - Microsoft WNS (Edge on Windows): any `*.notify.windows.com`.
 * A name matches exactly or ends with the listed suffix on a dot boundary; a trailing dot, an IP literal or any other
 * host is refused. The address a name resolves to is checked again when the connection is made (push-agent.ts).
 */
const EXACT_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const HOST_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Lower-case DNS labels only (letters, digits, inner hyphens), so no IP literal, empty label or trailing dot. */
const DNS_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether `host` (a URL's host name, lower case) is one of the browsers' push services. */
export function isPushServiceHost(host: string): boolean {
  if (!DNS_NAME.test(host)) return false;
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * The endpoint as a URL when the server may send to it: https, port 443, no user name or password, a push
 * service's host. `null` otherwise.
 */
export function pushEndpointUrl(endpoint: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // The WHATWG parser drops the default port, so an explicit :443 reads as '' too.
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return null;
  return isPushServiceHost(url.hostname) ? url : null;
}
