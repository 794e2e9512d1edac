import type { FastifyInstance } from 'fastify';
import type { ReplacedEvent } from '../../../../../contracts/live-events';
import { type EventStream, typedEvents } from '../../../../lib/event-stream';
import { type CappedStream, memoryStreamCaps, type StreamCaps } from './caps';
import { redisStreamCaps } from './redis';

export type { StreamCap, StreamCaps } from './caps';

/** Counted in Redis, for every instance, when the app has its shared store (REDIS_URL); otherwise per instance. */
export function streamCapsFor(app: FastifyInstance): StreamCaps {
  return app.sharedStore
    ? redisStreamCaps(app.sharedStore, app.liveBus, app.log.child({ component: 'stream-caps' }))
    : memoryStreamCaps();
}

/**
 * An event stream as a cap replaces it: a `replaced` event, on which the product's clients close the stream and do
 * not reconnect (two tabs would otherwise take the stream from each other without end), then the end.
 */
export const replaceable = (stream: EventStream): CappedStream => ({
  replace() {
    typedEvents<{ replaced: ReplacedEvent }>(stream)('replaced', {
      message: 'This conversation was opened again elsewhere, so this stream is closed.',
    });
    stream.close();
  },
});
