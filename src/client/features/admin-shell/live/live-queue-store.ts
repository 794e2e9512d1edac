import { type LiveQueue, type LiveQueueItem, liveChatApi } from '../../../../contracts/live-chat';
import type { QueueEvents } from '../../../../contracts/live-events';
import { urlOf } from '../../../lib/api';
import { streamEvents } from '../../../lib/event-source';
import { newlyWaiting } from './newly-waiting';

/**
 * The back office's one live queue stream per tab (docs/product/live-chat.md): while it is open the staff member's
 * availability holds, and its readings feed the navigation's count, the tab title, the arrival alerts and the
 * /admin-chat panel. Pages hold it while they are shown; moving from one back-office page to the next unmounts one
 * and mounts the other, so a released stream stays open a few seconds before it closes.
 */
export type LiveQueueState = {
  /** The latest reading, null before the first one. */
  queue: LiveQueue | null;
  /** Whether the stream is open now (false while the browser reconnects). */
  connected: boolean;
  /**
   * The back office opened in more tabs than the server keeps queue streams for took this tab's over (the server's
   * `replaced`): it stays closed until the staff member asks for it here, so tabs never take it from each other.
   */
  replaced: boolean;
};

const QUEUE_URL = urlOf(liveChatApi.queue);
const RELEASE_GRACE_MS = 5_000;
/** After the server refused the stream (a restart, an expired session), it is tried again this much later. */
const RETRY_MS = 15_000;

type Listener = () => void;
type ArrivalListener = (items: LiveQueueItem[]) => void;

let state: LiveQueueState = { queue: null, connected: false, replaced: false };
const listeners = new Set<Listener>();
const arrivalListeners = new Set<ArrivalListener>();
const refusalListeners = new Set<Listener>();
let source: EventSource | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function update(next: LiveQueueState) {
  state = next;
  for (const listener of listeners) listener();
}

function receive(queue: LiveQueue) {
  const arrived = newlyWaiting(state.queue, queue);
  update({ queue, connected: true, replaced: false });
  if (arrived.length > 0) for (const listener of arrivalListeners) listener(arrived);
}

function open() {
  if (source || state.replaced || typeof EventSource === 'undefined') return;
  const stream = new EventSource(QUEUE_URL);
  source = stream;
  stream.addEventListener('open', () => update({ ...state, connected: true }));
  streamEvents<QueueEvents>(stream).on('queue', receive);
  stream.addEventListener('replaced', () => {
    if (source !== stream) return;
    stream.close();
    source = null;
    clearTimeout(retryTimer);
    update({ ...state, connected: false, replaced: true });
  });
  stream.addEventListener('error', () => {
    if (source !== stream) return;
    update({ ...state, connected: false });
    // CONNECTING: the browser reconnects by itself. CLOSED: the server refused; ask who is signed in, try later.
    if (stream.readyState !== EventSource.CLOSED) return;
    source = null;
    for (const listener of refusalListeners) listener();
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (holders > 0) open();
    }, RETRY_MS);
  });
}

function shut() {
  source?.close();
  source = null;
  clearTimeout(retryTimer);
  clearTimeout(releaseTimer);
  if (state.connected) update({ ...state, connected: false });
}

/** Keeps the stream open until the returned release is called (and a few seconds more). */
export function holdLiveQueue(): () => void {
  holders += 1;
  clearTimeout(releaseTimer);
  open();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(() => {
      if (holders === 0) shut();
    }, RELEASE_GRACE_MS);
  };
}

/** Signed out: the stream closes at once and its readings are forgotten. */
export function closeLiveQueue() {
  shut();
  update({ queue: null, connected: false, replaced: false });
}

/** Takes the live queue back into this tab after another took it over (the oldest tab's stream then closes). */
export function resumeLiveQueue() {
  if (!state.replaced) return;
  update({ ...state, replaced: false });
  if (holders > 0) open();
}

/** This staff member's availability as just saved, before the stream's next reading says so. */
export function setOwnAvailability(available: boolean) {
  if (state.queue) update({ ...state, queue: { ...state.queue, available } });
}

export const liveQueueSnapshot = () => state;

export function subscribeLiveQueue(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the chats that started waiting since the previous reading. */
export function onWaitingArrivals(listener: ArrivalListener) {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/** Called when the server refused the stream (it may mean the session ended). */
export function onLiveQueueRefused(listener: Listener) {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}
