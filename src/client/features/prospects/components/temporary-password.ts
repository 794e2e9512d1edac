const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A fixed prefix and 6 random characters (from the browser's secure generator) (docs/product/prospects.md). */
export function temporaryPassword(prefix = 'Elevate-'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return prefix + Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
