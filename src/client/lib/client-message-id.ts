/**
 * A new id for one message this browser sends (docs/product/live-chat.md): a random (version 4) UUID. A resend of
 * the message carries the same id, so the server stores it once. `crypto.randomUUID` exists only on secure pages
 * (https, localhost); elsewhere the same kind of UUID is made from `crypto.getRandomValues`.
 */
export function newClientMessageId(
  random: {
    getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
    randomUUID?: () => string;
  } = crypto,
): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
