import { isIP } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '../../../../contracts/live-chat';
import type { Database } from '../../../db/client';
import { pushSubscriptions, users } from '../../../db/schema/index';
import { invalidField } from '../../../lib/domain-error';

/**
 * Push services are public hosts. An endpoint on this machine or a private network is refused, so that the
 * server's notifications (which visitors set off) cannot be aimed inside the network. A name that resolves to a
 * private address is not caught here.
 */
function refuseInternalEndpoint(endpoint: string) {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const internal =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) !== 0 &&
      /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.|::1$|::$|f[cd]|fe80:|::ffff:)/.test(host));
  if (internal) throw invalidField('endpoint', 'endpoint must be a public push service');
}

/** Keeps a browser's subscription for a staff member; the same endpoint moves to whoever subscribed it last. */
export async function saveSubscription(db: Database, userId: number, subscription: PushSubscriptionRequest) {
  refuseInternalEndpoint(subscription.endpoint);
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
