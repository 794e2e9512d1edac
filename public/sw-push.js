// Web Push for the back office (docs/product/live-chat.md), imported by the generated service worker (/sw.js).
// The server sends JSON {title, body, url, tag} when a visitor starts waiting for a person; a click brings an
// open back-office window forward on that chat, or opens one.
/* global self, clients */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'A visitor is waiting to chat';
  // Only a path of this site ('//host' would be another site).
  const url =
    typeof message.url === 'string' && /^\/(?!\/)/.test(message.url) ? message.url : '/admin-chat';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag || undefined,
      renotify: Boolean(message.tag),
      icon: '/assets/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/admin-chat';
  const target = new URL(url, self.location.origin).href;
  const backOffice = (client) => new URL(client.url).pathname.startsWith('/admin');
  event.waitUntil(
    (async () => {
      // A back-office window this worker controls opens the chat itself, without reloading.
      const controlled = (await clients.matchAll({ type: 'window' })).find(backOffice);
      if (controlled) {
        await controlled.focus();
        controlled.postMessage({ type: 'open-chat', url });
        return;
      }
      const other = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).find(backOffice);
      if (other) {
        await other.focus();
        return;
      }
      await clients.openWindow(target);
    })(),
  );
});
