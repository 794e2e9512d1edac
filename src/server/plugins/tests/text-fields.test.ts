import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputSchemaOf, textLeaves } from '../../testing/fuzz/json-schema';
import { setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp({ truncate: false });
const FORBIDDEN = ['\u0000', 'a\u0001b', 'x\u0008', 'esc\u001b[0m', 'del\u007f', 'x\ud800', '\udc00y', 'a\ud83d'];
const parts = ['body', 'querystring', 'params'] as const;

type Key = string | number;
function valueWith(path: Key[], value: unknown, fixed: Array<{ path: Key[]; value: unknown }>) {
  const root: unknown = path.length === 0 ? value : typeof path[0] === 'number' ? [] : {};
  for (const entry of [...fixed, { path, value }]) {
    if (entry.path.length === 0) continue;
    let node = root as Record<Key, unknown>;
    entry.path.forEach((key, index) => {
      if (index === entry.path.length - 1) node[key] = entry.value;
      else {
        node[key] ??= typeof entry.path[index + 1] === 'number' ? [] : {};
        node = node[key] as Record<Key, unknown>;
      }
    });
  }
  return root;
}

describe('every text field of every request', () => {
  it('refuses control characters and lone surrogates, naming the field', () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const route of ctx.app.registeredRoutes) {
      for (const part of parts) {
        const schema = route.schema?.[part];
        const json = inputSchemaOf(schema);
        if (!json || !(schema instanceof z.ZodType)) continue;
        for (const leaf of textLeaves(json)) {
          for (const text of FORBIDDEN) {
            checked++;
            const result = schema.safeParse(valueWith(leaf.path, text, leaf.fixed));
            const named = result.error?.issues.some(
              (issue) =>
                issue.path.join('.') === leaf.path.join('.') ||
                (issue.code === 'invalid_union' && leaf.path.join('.').startsWith(issue.path.join('.'))),
            );
            if (!named)
              accepted.push(`${route.method} ${route.url} ${part} ${leaf.path.join('.')} ${JSON.stringify(text)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(accepted).toEqual([]);
  });
});
