import type { PushSubscriptionRequest } from '../../../../contracts/live-chat';
import { apiRequest } from '../../../lib/api';

/** GET /api/admin/live/push-key: the server's VAPID public key (base64url). */
export async function fetchPushKey(): Promise<string> {
  return ((await (await apiRequest('GET', '/api/admin/live/push-key')).json()) as { publicKey: string }).publicKey;
}

/** POST /api/admin/live/push-subscriptions: this browser is told of waiting chats. */
export async function savePushSubscription(subscription: PushSubscriptionRequest) {
  await apiRequest('POST', '/api/admin/live/push-subscriptions', subscription);
}

/** DELETE /api/admin/live/push-subscriptions: this browser is no longer told. */
export async function removePushSubscription(endpoint: string) {
  await apiRequest('DELETE', '/api/admin/live/push-subscriptions', { endpoint });
}
