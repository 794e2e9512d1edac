/**
 * The bytes of a base64url string (the URL-safe alphabet, `-` and `_`, padding optional), as the Push API wants
 * an application server key. Throws on a character outside the alphabet.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const trimmed = text.trim().replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length % 4 === 1) throw new Error('Not a base64url string');
  const base64 = trimmed
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(trimmed.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
