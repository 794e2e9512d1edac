import pg from 'pg';
import { type LiveBus, LocalListeners } from './bus';

const CHANNEL = 'elevate_live';
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

type Log = { error(object: object, message: string): void; info(message: string): void };

/** Sends one notification (through the app's pool, so that sending never waits for the listening connection). */
export type Notify = (channel: string, payload: string) => Promise<unknown>;

/**
 * Signals through PostgreSQL's LISTEN/NOTIFY: every instance on the same database hears them. One connection of
 * its own listens and comes back by itself after a drop; the listeners then re-read what they may have missed.
 */
export function postgresBus(url: string, notify: Notify, log: Log): LiveBus {
  const listeners = new LocalListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let lastError = 0;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 3_000 });
    next.on('error', (error) => {
      if (Date.now() - lastError > 30_000) log.error({ err: error }, 'Live chat signals lost their connection');
      lastError = Date.now();
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      schedule();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { t, d } = JSON.parse(message.payload) as { t: string; d: unknown };
        listeners.deliver(t, d);
      } catch {
        // Not ours.
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      if (attempt > 0) log.info('Live chat signals connected again');
      attempt = 0;
      listeners.resync();
    } catch (error) {
      if (Date.now() - lastError > 30_000) log.error({ err: error }, 'Live chat signals cannot connect');
      lastError = Date.now();
      next.end().catch(() => undefined);
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  function schedule() {
    if (closed || timer) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5_000;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect().then(() => {
        if (!client) schedule();
      });
    }, wait);
    timer.unref();
  }

  const ready = connect().then(() => {
    if (!client) schedule();
  });

  return {
    publish: async (topic, data) => {
      try {
        await notify(CHANNEL, JSON.stringify({ t: topic, d: data }));
      } catch (error) {
        // The listeners re-read on their next signal or their periodic check.
        log.error({ err: error }, 'Live chat signal not sent');
      }
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
