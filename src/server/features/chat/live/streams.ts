import type { FastifyBaseLogger } from 'fastify';
import { PRESENCE_CHECK_IN_MS } from '../../../../contracts/live-chat';
import type { ConversationEvents, QueueEvents } from '../../../../contracts/live-events';
import { type EventStream, typedEvents } from '../../../lib/event-stream';
import { RESYNC } from '../../../lib/live-bus/bus';
import { findConversation, handoffStateOf, messagesAfter } from './conversation';
import type { LiveChatDeps } from './deps';
import { checkIn, staffSessionLive } from './presence';
import { readQueue } from './queue';
import { type ConversationSignal, conversationTopic, QUEUE_TOPIC } from './topics';

/**
 * A stream re-reads about this often even without a signal: a signal lost in transit delays a message, never loses
 * it. Each stream picks its own moment within ±20 %, so streams opened together do not all read at once.
 */
const SAFETY_READ_MS = 15_000;
const safetyPeriod = () => Math.round(SAFETY_READ_MS * (0.8 + Math.random() * 0.4));
/** Changes within this time refresh a queue once: a person sees the list move within a second, and a busy hour of
 * messages does not re-read it for each one. */
const QUEUE_COALESCE_MS = 750;

/** Runs `work` one at a time; a call while it runs makes it run once more afterwards. */
function serial(work: () => Promise<void>, log: FastifyBaseLogger) {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again);
    } catch (error) {
      log.warn({ err: error }, 'live chat stream could not read');
    } finally {
      running = false;
    }
  };
  return run;
}

/**
 * One side's view of a conversation as it happens: every message after `after` in order, each once (its id is the
 * event id, so a reconnecting browser says where it stopped), the hand-off state and read marks, and the other
 * side's typing.
 */
export async function streamConversation(
  deps: LiveChatDeps,
  stream: EventStream,
  sessionId: string,
  side: 'visitor' | 'staff',
  after: number,
  log: FastifyBaseLogger,
  /** Checked at each periodic re-read: a stream whose reader lost access (a staff member signed out) ends. */
  stillAllowed: () => Promise<boolean> = async () => true,
) {
  const { db } = deps;
  const send = typedEvents<ConversationEvents>(stream);
  let lastSent = after;
  const sendMessages = serial(async () => {
    for (const message of await messagesAfter(db, sessionId, lastSent)) {
      if (stream.closed) return;
      send('message', message, message.id);
      lastSent = message.id;
    }
  }, log);
  const sendState = serial(async () => {
    const session = await findConversation(db, sessionId);
    if (!session || stream.closed) return;
    const handoff = await handoffStateOf(db, session);
    send('state', { handoff, visitorReadId: session.visitorReadId, agentReadId: session.agentReadId });
  }, log);
  const stop = deps.bus.subscribe(conversationTopic(sessionId), (data) => {
    if (data === RESYNC) {
      void sendMessages();
      void sendState();
      return;
    }
    const signal = data as ConversationSignal;
    if (signal.kind === 'message') void sendMessages();
    else if (signal.kind === 'state') void sendState();
    else if (signal.kind === 'typing' && signal.by !== side) send('typing', { by: signal.by, name: signal.name });
  });
  const safety = setInterval(() => {
    void stillAllowed().then(
      (allowed) => (allowed ? sendMessages() : stream.close()),
      (error: unknown) => log.warn({ err: error }, 'live chat stream could not check its reader'),
    );
  }, safetyPeriod());
  safety.unref();
  stream.onClose(() => {
    stop();
    clearInterval(safety);
  });
  await sendState();
  await sendMessages();
}

/**
 * The back office's live queue for one staff session: sent whole on connect and after every change. While it is
 * open the session checks in, so its availability holds; when every back-office tab is closed, it lapses.
 */
export async function streamQueue(
  deps: LiveChatDeps,
  stream: EventStream,
  staffSessionId: number,
  log: FastifyBaseLogger,
) {
  const { db } = deps;
  const sendQueue = typedEvents<QueueEvents>(stream);
  const send = serial(async () => {
    const queue = await readQueue(db, staffSessionId);
    if (!stream.closed) sendQueue('queue', queue);
  }, log);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void send();
    }, QUEUE_COALESCE_MS);
  };
  const stop = deps.bus.subscribe(QUEUE_TOPIC, soon);
  const checkInTimer = setInterval(() => {
    void staffSessionLive(db, staffSessionId)
      .then(async (live) => {
        // Signed out, suspended or timed out since the stream opened: it ends, and so does the availability.
        if (!live) return stream.close();
        await checkIn(db, staffSessionId);
        await send();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'staff presence not checked in'));
  }, PRESENCE_CHECK_IN_MS);
  checkInTimer.unref();
  stream.onClose(() => {
    stop();
    clearInterval(checkInTimer);
    if (timer) clearTimeout(timer);
  });
  await checkIn(db, staffSessionId);
  await send();
}
