const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes text for a URL as a raw client would send it: a UTF-16 surrogate without its pair, which
 * `encodeURIComponent` refuses, goes out as its three-byte (WTF-8) form.
 */
export function encodeUrlText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (isHigh || isLow) {
      out += hex(0xe0 | (unit >> 12)) + hex(0x80 | ((unit >> 6) & 0x3f)) + hex(0x80 | (unit & 0x3f));
    } else {
      out += encodeURIComponent(text.charAt(i));
    }
  }
  return out;
}

/** A value as it travels in a URL: text as is, anything else as JSON. */
export const urlText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The query string of an object; an array value repeats its key, as browsers and `URLSearchParams` do. */
export function queryStringOf(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${encodeUrlText(key)}=${encodeUrlText(urlText(item))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
