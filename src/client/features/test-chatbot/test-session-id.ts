const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The chatbot test page's session id is random, 9 characters (lower-case letters and digits) (docs/product/chat-assistant.md). */
export function randomTestSessionId(length = 9): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
