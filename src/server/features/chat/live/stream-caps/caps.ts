/**
 * Caps on the server-sent streams open at once (docs/product/live-chat.md, decision 042): each stream is counted
 * under one or more keys (its visitor's chat, its address, its staff session), each with a cap. A stream opened
 * past a cap is kept, and the oldest under that key is told it was replaced and closed.
 */
export type CappedStream = {
  /** Tells the stream's reader it was replaced by a newer one (an event its client does not reconnect after), then closes it. */
  replace(): void;
};

/** One count a stream belongs to: at most `cap` streams open under `key`. */
export type StreamCap = { key: string; cap: number };

export interface StreamCaps {
  /**
   * Counts a newly opened stream under each of its caps; the oldest beyond any cap are replaced. Answers the
   * release, to be called when the stream closes (whoever closes it).
   */
  admit(stream: CappedStream, caps: readonly StreamCap[]): Promise<() => void>;
  /** Stops what the counting runs in the background. */
  close(): void;
}

/** The streams of this instance alone: enough with one instance (the embedded database, or no REDIS_URL). */
export function memoryStreamCaps(): StreamCaps & { open(key: string): number } {
  const byKey = new Map<string, CappedStream[]>();
  const admitNow = (stream: CappedStream, caps: readonly StreamCap[]) => {
    const replaced = new Set<CappedStream>();
    for (const { key, cap } of caps) {
      const open = byKey.get(key) ?? [];
      byKey.set(key, open);
      open.push(stream);
      while (open.length > cap) {
        const oldest = open.shift();
        if (oldest) replaced.add(oldest);
      }
    }
    const release = () => {
      for (const { key } of caps) {
        const open = byKey.get(key);
        if (!open) continue;
        const at = open.indexOf(stream);
        if (at >= 0) open.splice(at, 1);
        if (open.length === 0) byKey.delete(key);
      }
    };
    // Each replaced stream releases its own places (under its other keys too) as it closes.
    for (const oldest of replaced) oldest.replace();
    return release;
  };
  return {
    admit: async (stream, caps) => admitNow(stream, caps),
    close: () => byKey.clear(),
    /** How many streams are counted under a key (tests). */
    open: (key) => byKey.get(key)?.length ?? 0,
  };
}
