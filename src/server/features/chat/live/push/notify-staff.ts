import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Database } from '../../../../db/client';
import { PushAgent } from './push-agent';
import { pushEndpointUrl } from './push-endpoint';
import { forgetSubscriptions, staffSubscriptions } from './subscriptions';
import { vapidKeys } from './vapid-keys';

export type PushMessage = { title: string; body: string; url: string; tag: string };
type Log = { warn(object: object, message: string): void };

/** A waiting chat is only worth a notification for a couple of minutes (then it is missed anyway). */
const TTL_SECONDS = 120;
const TIMEOUT_MS = 5_000;

/** Web Push's connections, checked (push-agent.ts): made once, shared by every notification. */
let defaultAgent: PushAgent | undefined;

/** The host an endpoint names, for a log line (never the whole URL: its path is the subscription's secret). */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(not a URL)';
  }
}

/**
 * Sends a Web Push notification to every staff subscription. Only endpoints on the push services' allow-list are
 * sent to (checked again here, for subscriptions kept before the list); one that is not is forgotten. Every
 * connection goes through a `PushAgent`, which connects only to public addresses of those services. A subscription
 * the push service says is gone (404, 410) is forgotten; any other failure is logged as one line (reason, status,
 * host). Never throws: a notification is a courtesy, the chat waits in the back office either way.
 *
 * `agent` must be a `PushAgent` (a test makes one with its own name resolution and certificate); any other agent
 * would skip the address check, so nothing is sent through it.
 */
export async function notifyStaff(
  db: Database,
  message: PushMessage,
  options: { subject: string; log: Log; agent?: Agent | undefined },
): Promise<{ sent: number; forgotten: number }> {
  try {
    if (options.agent && !(options.agent instanceof PushAgent))
      throw new Error('Web Push goes only through a PushAgent, which checks where it connects');
    defaultAgent ??= new PushAgent();
    const agent = options.agent ?? defaultAgent;
    const keys = await vapidKeys(db);
    const subscriptions = await staffSubscriptions(db);
    const gone: number[] = [];
    let sent = 0;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const url = pushEndpointUrl(subscription.endpoint);
        if (!url) {
          gone.push(subscription.id);
          options.log.warn(
            { host: hostOf(subscription.endpoint) },
            'Web Push endpoint is not a push service; subscription forgotten',
          );
          return;
        }
        try {
          await webpush.sendNotification(
            { endpoint: url.href, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            JSON.stringify(message),
            {
              vapidDetails: { subject: options.subject, ...keys },
              TTL: TTL_SECONDS,
              timeout: TIMEOUT_MS,
              urgency: 'high',
              topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
              agent,
            },
          );
          sent += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) gone.push(subscription.id);
          else
            options.log.warn(
              { reason: error instanceof Error ? error.message : String(error), status, host: url.host },
              'Web Push notification not delivered',
            );
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
