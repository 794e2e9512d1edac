import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type EventStream, openEventStream } from '../../../lib/event-stream';
import type { LiveChatDeps, OpenStream } from './deps';
import { expireWaiting, returnAbandonedChats } from './handoff';
import { notifyStaff } from './push/notify-staff';
import { pushRoutes } from './push/push-routes';
import { vapidKeys } from './push/vapid-keys';
import { staffLiveRoutes } from './staff-routes';
import { replaceable, streamCapsFor } from './stream-caps/index';
import { visitorLiveRoutes } from './visitor-routes';

/** How often each instance looks for chats that waited too long for a person, or whose person is gone. */
const EXPIRY_CHECK_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat's services with this app's database, signals, site and mail. */
    liveChat: LiveChatDeps;
  }
}

/**
 * Live hand-off from the assistant to a person on staff (docs/product/live-chat.md, decision 042): the visitor's
 * and the staff's routes, the check for chats nobody took, and the streams, which are ended when the app closes.
 */
export const liveChatPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const deps: LiveChatDeps = {
      db: app.db,
      bus: app.liveBus,
      site: app.config.site,
      mailer: app.mail.mailer,
      events: app.events,
      onWaiting: (waiting) => void app.events.emit({ type: 'chat-waiting', ...waiting }),
    };
    app.decorate('liveChat', deps);
    const streams = new Set<EventStream>();
    const caps = streamCapsFor(app);
    const openStream: OpenStream = async (request, reply, limits) => {
      const stream = openEventStream(request, reply);
      streams.add(stream);
      stream.onClose(() => streams.delete(stream));
      stream.onClose(await caps.admit(replaceable(stream), limits));
      return stream;
    };
    await app.register(visitorLiveRoutes(() => deps, openStream));
    await app.register(staffLiveRoutes(() => deps, openStream));
    await app.register(pushRoutes);
    // The Web Push key pair is made on the first start, so browsers can subscribe before any chat waits.
    app.addHook('onReady', async () => {
      await vapidKeys(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'Web Push keys not made yet'));
    });
    app.events.on('chat-waiting', async (event) => {
      const who = event.userName ?? 'A visitor';
      await notifyStaff(
        app.db,
        {
          title: 'A visitor is waiting to chat',
          body: event.preview ? `${who}: ${event.preview.slice(0, 120)}` : `${who} asked for a person.`,
          url: `/admin-chat?chat=${encodeURIComponent(event.sessionId)}`,
          tag: `chat-${event.sessionId}`,
        },
        { subject: `mailto:${app.config.site.email}`, log: app.log, agent: deps.pushAgent },
      );
    });

    const expiry = setInterval(() => {
      returnAbandonedChats(deps)
        .then(() => expireWaiting(deps))
        .catch((error: unknown) => app.log.warn({ err: error }, 'waiting chats not checked'));
    }, EXPIRY_CHECK_MS);
    expiry.unref();
    app.addHook('preClose', async () => {
      clearInterval(expiry);
      for (const stream of [...streams]) stream.close();
      caps.close();
    });
  },
  { name: 'live-chat', dependencies: ['live-bus', 'mail', 'domain-events', 'staff-auth', 'shared-store'] },
);
