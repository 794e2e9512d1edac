import { Redis } from 'ioredis';
import { type LiveBus, LocalListeners } from './bus';

type Log = { error(object: object, message: string): void; info(message: string): void };

/**
 * Signals through Redis pub/sub, for instances that share REDIS_URL. Subscribing takes a connection of its own;
 * after a reconnect the listeners re-read what they may have missed.
 */
export function redisBus(url: string, prefix: string, log: Log): LiveBus {
  const channel = `${prefix}live`;
  const listeners = new LocalListeners();
  const options = { enableOfflineQueue: false, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000) };
  const publisher = new Redis(url, { ...options, lazyConnect: true, maxRetriesPerRequest: 1, commandTimeout: 500 });
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, lazyConnect: true });
  let lastError = 0;
  const onError = (error: Error) => {
    if (Date.now() - lastError < 30_000) return;
    lastError = Date.now();
    log.error({ err: error }, 'Live chat signals cannot reach Redis');
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    try {
      const { t, d } = JSON.parse(payload) as { t: string; d: unknown };
      listeners.deliver(t, d);
    } catch {
      // Not ours.
    }
  });
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) log.info('Live chat signals reach Redis again');
    connectedOnce = true;
    listeners.resync();
  });
  const ready = Promise.all([
    publisher.connect().catch(() => undefined),
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel))
      .catch(() => undefined),
  ]);
  return {
    publish: async (topic, data) => {
      await ready;
      try {
        await publisher.publish(channel, JSON.stringify({ t: topic, d: data }));
      } catch (error) {
        log.error({ err: error }, 'Live chat signal not sent');
      }
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
