/** A request that got no answer at all (offline, the connection cut, an instance stopping): fetch's TypeError. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

/** How long a request that got no answer waits before it is sent once more. */
export const RESEND_AFTER_MS = 500;

/**
 * Sends a request (`() => call(endpoint, input)`), and sends it once more, the same, when the first got no answer.
 * Only for a request the server answers the same way however often it arrives (a message with its
 * `clientMessageId`): the first may have been stored, its answer lost (docs/product/live-chat.md). An answer, even
 * an error, is never resent.
 */
export async function resendableRequest<Answer>(send: () => Promise<Answer>): Promise<Answer> {
  try {
    return await send();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS));
    return send();
  }
}
