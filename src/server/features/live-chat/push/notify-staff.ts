import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Database } from '../../../db/client';
import { forgetSubscriptions, staffSubscriptions } from './subscriptions';
import { vapidKeys } from './vapid-keys';

export type PushMessage = { title: string; body: string; url: string; tag: string };
type Log = { warn(object: object, message: string): void };

/** A waiting chat is only worth a notification for a couple of minutes (then it is missed anyway). */
const TTL_SECONDS = 120;
const TIMEOUT_MS = 5_000;

/**
 * Sends a Web Push notification to every staff subscription. A subscription the push service says is gone (404,
 * 410) is forgotten; any other failure is logged. Never throws: a notification is a courtesy, the chat waits
 * in the back office either way.
 */
export async function notifyStaff(
  db: Database,
  message: PushMessage,
  options: { subject: string; log: Log; agent?: Agent | undefined },
): Promise<{ sent: number; forgotten: number }> {
  try {
    const keys = await vapidKeys(db);
    const subscriptions = await staffSubscriptions(db);
    const gone: number[] = [];
    let sent = 0;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          await webpush.sendNotification(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            JSON.stringify(message),
            {
              vapidDetails: { subject: options.subject, ...keys },
              TTL: TTL_SECONDS,
              timeout: TIMEOUT_MS,
              urgency: 'high',
              topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
              ...(options.agent ? { agent: options.agent } : {}),
            },
          );
          sent += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) gone.push(subscription.id);
          else options.log.warn({ err: error, status }, 'Web Push notification not delivered');
        }
      }),
    );
    await forgetSubscriptions(db, gone);
    return { sent, forgotten: gone.length };
  } catch (error) {
    options.log.warn({ err: error }, 'Web Push notifications not sent');
    return { sent: 0, forgotten: 0 };
  }
}
