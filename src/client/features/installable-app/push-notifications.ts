import type { PushSubscriptionRequest } from '../../../contracts/live-chat';
import { fetchPushKey, removePushSubscription, savePushSubscription } from './api/push-subscriptions';
import { base64UrlToBytes } from './base64url';

/** How long a first visit's worker may take to install (it precaches the back office's scripts first). */
const WORKER_READY_MS = 30_000;

/**
 * The back office's worker registration once it is active (it registers under /admin only). With `wait`, a worker
 * still registering or installing on this visit is waited for, up to half a minute.
 */
async function activeRegistration(wait: boolean): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration('/admin');
  if (registration?.active || !wait) return registration?.active ? registration : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WORKER_READY_MS);
  });
  const ready = await Promise.race([navigator.serviceWorker.ready, late]);
  clearTimeout(timer);
  return ready?.active && ready.scope.endsWith('/admin') ? ready : undefined;
}

function asRequest(subscription: PushSubscription): PushSubscriptionRequest | null {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

/**
 * Subscribes this browser to Web Push for waiting chats (docs/product/live-chat.md) and tells the server, when
 * notifications are allowed and the back office's worker is active. Answers whether the server now has it; never
 * throws: without push, the open back office still rings and notifies.
 */
export async function subscribeToWaitingChats(): Promise<boolean> {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
    const registration = await activeRegistration(true);
    if (!registration) return false;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(await fetchPushKey()),
      }));
    const request = asRequest(subscription);
    if (!request) return false;
    await savePushSubscription(request);
    return true;
  } catch (error) {
    console.warn('Web Push subscription not made', error);
    return false;
  }
}

/** Signing out: the server stops notifying this browser (its subscription is kept for the next sign-in). */
export async function unsubscribeFromWaitingChats() {
  try {
    const subscription = await (await activeRegistration(false))?.pushManager.getSubscription();
    if (subscription) await removePushSubscription(subscription.endpoint);
  } catch (error) {
    console.warn('Web Push subscription not removed', error);
  }
}
