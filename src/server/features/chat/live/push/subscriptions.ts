import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '../../../../../contracts/live-chat';
import type { Database } from '../../../../db/client';
import { pushSubscriptions, users } from '../../../../db/schema/index';
import { invalidField } from '../../../../lib/domain-error';
import { pushEndpointUrl } from './push-endpoint';

/** Only the browsers' push services may be subscribed (push-endpoint.ts says why and which). */
function refuseUnlistedEndpoint(endpoint: string) {
  if (!pushEndpointUrl(endpoint))
    throw invalidField(
      'endpoint',
      "endpoint must be a browser push service's https URL (Google, Mozilla, Apple or Microsoft), on port 443",
    );
}

/** Keeps a browser's subscription for a staff member; the same endpoint moves to whoever subscribed it last. */
export async function saveSubscription(db: Database, userId: number, subscription: PushSubscriptionRequest) {
  refuseUnlistedEndpoint(subscription.endpoint);
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function removeSubscription(db: Database, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The subscriptions of active staff who may take chats. */
export async function staffSubscriptions(db: Database) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(users.status, 'active'), inArray(users.role, ['admin', 'manager', 'support'])));
}

export async function forgetSubscriptions(db: Database, ids: number[]) {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
