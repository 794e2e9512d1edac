import { serverMessage } from '../../../lib/server-message';

/** What a success answer that is not JSON means to the training screens (docs/product/training.md). */
export const UNEXPECTED_RESPONSE = 'Unexpected response format from server';

/**
 * The text of a failed training call (docs/product/training.md): the server's message when it sent one,
 * "Server error: {status}" when its answer was not JSON (a proxy's error page, say), else the error itself.
 */
export function trainingErrorMessage(error: unknown): string {
  const match = error instanceof Error ? /^(\d{3}): ([\s\S]*)$/.exec(error.message) : null;
  if (match) {
    try {
      JSON.parse(match[2] ?? '');
    } catch {
      return `Server error: ${match[1]}`;
    }
  }
  return serverMessage(error);
}

/** The JSON body of a successful training call, or 'Unexpected response format from server' when it is not JSON (docs/product/training.md#training-messages). */
export async function readTrainingAnswer<T>(res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new Error(UNEXPECTED_RESPONSE);
  }
}
