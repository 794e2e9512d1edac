/**
 * Signals between server instances about live conversations: a message was stored, a state changed, someone is
 * typing. A signal says what to look at; the database holds what happened. So a lost signal delays, never loses:
 * listeners re-read after every `resync` (the bus reconnected and may have missed some).
 */
export type LiveSignal = { topic: string; data: unknown };
export type LiveListener = (data: unknown) => void;

export interface LiveBus {
  /** Delivers to every listener of the topic on every instance, this one included. Never throws. */
  publish(topic: string, data: unknown): Promise<void>;
  /** Answers a function that stops the listening. */
  subscribe(topic: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The topic every listener also hears when the bus may have missed signals. */
export const RESYNC = '*resync';

/** The listeners of one instance, by topic; the transports below deliver into it. */
export class LocalListeners {
  readonly #byTopic = new Map<string, Set<LiveListener>>();

  add(topic: string, listener: LiveListener): () => void {
    let set = this.#byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.#byTopic.set(topic, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#byTopic.delete(topic);
    };
  }

  deliver(topic: string, data: unknown): void {
    for (const listener of [...(this.#byTopic.get(topic) ?? [])]) {
      try {
        listener(data);
      } catch {
        // One listener's failure is its own; the others still hear the signal.
      }
    }
  }

  /** Tells every listener of every topic to re-read. */
  resync(): void {
    for (const topic of [...this.#byTopic.keys()]) this.deliver(topic, RESYNC);
  }
}

/** One instance alone (the embedded database): signals stay in this process. */
export function memoryBus(): LiveBus {
  const listeners = new LocalListeners();
  return {
    publish: async (topic, data) => {
      // After the caller's own work, like a signal from another process would arrive.
      queueMicrotask(() => listeners.deliver(topic, data));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: async () => undefined,
  };
}
