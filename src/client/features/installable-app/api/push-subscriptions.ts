import { liveChatApi, type PushSubscriptionRequest } from '../../../../contracts/live-chat';
import { call } from '../../../lib/api';

/** `liveChatApi.pushKey`: the server's VAPID public key (base64url). */
export async function fetchPushKey(): Promise<string> {
  return (await call(liveChatApi.pushKey)).publicKey;
}

/** `liveChatApi.subscribePush`: this browser is told of waiting chats. */
export async function savePushSubscription(subscription: PushSubscriptionRequest) {
  await call(liveChatApi.subscribePush, { body: subscription });
}

/** `liveChatApi.unsubscribePush`: this browser is no longer told. */
export async function removePushSubscription(endpoint: string) {
  await call(liveChatApi.unsubscribePush, { body: { endpoint } });
}
