/**
 * A chunk fetched on demand (docs/decisions/012): imported once and kept; a failed import is forgotten, so the next
 * call tries again.
 */
export function chunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
