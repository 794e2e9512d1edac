import { useCallback, useEffect, useState } from 'react';
import { chunkLoader } from '../../../lib/chunk-loader';

// The live part of a hand-off to a person (stream, typing, read marks, the details form, End chat) is a chunk of
// its own, like the transcript dialog, fetched when a hand-off starts (docs/product/live-chat.md): a visitor who
// never asks for a person never loads it.
export type LiveModule = typeof import('../live/live-chat');
const importLive = chunkLoader((): Promise<LiveModule> => import('../live/live-chat'));
const RETRY_MS = 5000;

/**
 * The live part once loaded: as soon as `needed` (a hand-off started, or resumed after a reload), a failed load
 * tried again; `loadLive` loads it at once (the "Talk to a person" button).
 */
export function useLiveModule(needed: boolean) {
  const [live, setLive] = useState<LiveModule | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries a failed load
  useEffect(() => {
    if (!needed || live) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    importLive()
      .then((module) => {
        if (current) setLive(module);
      })
      .catch((error: unknown) => {
        console.warn('Live chat not loaded:', error);
        retry = setTimeout(() => setAttempt((count) => count + 1), RETRY_MS);
      });
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [needed, live, attempt]);

  const loadLive = useCallback(async () => {
    const module = await importLive();
    setLive(module);
    return module;
  }, []);

  return { live, loadLive };
}
