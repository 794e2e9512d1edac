// Half of a UTF-16 surrogate pair without the other half: no character at all, and no valid UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/** NUL, which PostgreSQL cannot store in text, or a lone surrogate. */
export const isUnstorable = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/**
 * The first place in a parsed request part (a JSON body, the query, the path parameters) where a key or a string
 * holds unstorable text, named as validation errors name fields (`items.0.title`), or undefined. Walks without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableField(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const field = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return field;
        pending.push([item, field]);
      }
    }
  }
  return undefined;
}
