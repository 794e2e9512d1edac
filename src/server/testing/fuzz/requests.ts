import fc from 'fast-check';
import { hasLoneSurrogate } from '../../lib/unstorable-text';
import type { RegisteredRoute } from '../../plugins/route-registry';
import { forbiddenText, type Replacement, replacementFor } from './hostile-values';
import { acceptsString, branchesOf, inputSchemaOf, type JsonSchema } from './json-schema';
import { encodeUrlText, queryStringOf, urlText } from './url-encoding';
import { type FuzzWorld, objectFor, valueFor } from './values';

type Part = 'params' | 'query' | 'body';
type Key = string | number;

/** One generated request, and what the answer must respect. */
export type FuzzRequest = {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** Where forbidden text went into a declared text field (as error answers name fields): it must be refused. */
  forbiddenField?: { part: Part; field: string };
  /** What was done to the request, for the failure report. */
  mutation: string;
};

type Draft = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

/** The schemas a value at `path` may have to satisfy. */
function schemasAt(schema: JsonSchema | undefined, path: Key[]): JsonSchema[] {
  let current = schema ? [schema] : [];
  for (const key of path) {
    current = current.flatMap(branchesOf).flatMap((branch) => {
      if (typeof key === 'number') return branch.items ? [branch.items] : [];
      const property = branch.properties?.[key];
      return property ? [property] : [];
    });
  }
  return current;
}

/** Every path inside a value, containers included. */
function pathsIn(value: unknown, prefix: Key[] = []): Key[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  const own = entries.flatMap(([key, item]) => pathsIn(item, [...prefix, key]));
  return prefix.length ? [prefix, ...own] : own;
}

function withValueAt(container: unknown, path: Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [Key, ...Key[]];
  const base = (
    container !== null && typeof container === 'object'
      ? Array.isArray(container)
        ? [...container]
        : { ...container }
      : {}
  ) as Record<Key, unknown>;
  base[key] = withValueAt(base[key], rest, value);
  return base;
}

function withoutKey(container: Record<string, unknown>, key: string) {
  const { [key]: _dropped, ...rest } = container;
  return rest;
}

const WHOLE_BODIES: Array<{ payload: string; contentType: string }> = [
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '42', contentType: 'application/json' },
  { payload: 'true', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
  { payload: '{"a":"\\ud800"}', contentType: 'application/json' },
  { payload: '{"a":"\\u0000"}', contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain words', contentType: 'text/plain' },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: JSON.stringify({ big: 'x'.repeat(300_000) }), contentType: 'application/json' },
];

const EXTRA_KEYS: Array<[string, unknown]> = [
  ['id', 1],
  ['role', 'admin'],
  ['isAdmin', true],
  ['locationId', 2],
  ['status', 'published'],
  ['passwordHash', 'x'],
  ['createdAt', '1970-01-01'],
  ['note\u0000', 'hidden'],
];

/** Requests for one route: built from its contracts, then (most of the time) broken in one place. */
export function requestsFor(route: RegisteredRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const schemas = {
    params: inputSchemaOf(route.schema?.params),
    query: inputSchemaOf(route.schema?.querystring),
    body: inputSchemaOf(route.schema?.body),
  };
  const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  const paramsSchema: JsonSchema = schemas.params ?? {
    type: 'object',
    properties: Object.fromEntries(paramNames.map((name) => [name, { type: 'string' }])),
    required: paramNames,
  };
  const draft: fc.Arbitrary<Draft> = fc.record({
    params: objectFor(paramsSchema, world),
    query: schemas.query ? objectFor(schemas.query, world) : fc.constant({}),
    body: schemas.body ? valueFor(schemas.body, 'body', world) : fc.constant(undefined),
  });
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';

  return draft.chain((base) => {
    const fieldPaths: Array<[Part, Key[]]> = [
      ...Object.keys(base.params).map((key): [Part, Key[]] => ['params', [key]]),
      ...[...new Set([...Object.keys(base.query), ...Object.keys(schemas.query?.properties ?? {})])].map(
        (key): [Part, Key[]] => ['query', [key]],
      ),
      ...(hasBody
        ? [...pathsIn(base.body), ...Object.keys(schemas.body?.properties ?? {}).map((key) => [key])].map(
            (path): [Part, Key[]] => ['body', path],
          )
        : []),
    ];
    const untouched = fc.constant(finish(route, base, 'none'));
    const brokenField =
      fieldPaths.length === 0
        ? untouched
        : fc.constantFrom(...fieldPaths).chain(([part, path]) =>
            replacementFor(valueAtPath(base[part], path)).map((replacement) =>
              finish(route, replaceAt(base, part, path, replacement), `${part} ${path.join('.')}`, {
                schema: schemas[part] ?? (part === 'params' ? paramsSchema : undefined),
                part,
                path,
                replacement,
              }),
            ),
          );
    const wholeBody = fc
      .constantFrom(...WHOLE_BODIES)
      .map((whole) => ({ ...finish(route, base, `body ${whole.payload.slice(0, 40)}`), ...whole }));
    const extraKey = fc
      .constantFrom(...EXTRA_KEYS.filter(([key]) => !(key in (schemas.body?.properties ?? {}))))
      .map(([key, value]) =>
        finish(route, { ...base, body: { ...(base.body as object), [key]: value } }, `extra key ${key}`),
      );
    const requiredKeys = schemas.body?.required ?? [];
    const droppedKey =
      requiredKeys.length && base.body && typeof base.body === 'object'
        ? fc
            .constantFrom(...requiredKeys)
            .map((key) =>
              finish(route, { ...base, body: withoutKey(base.body as Record<string, unknown>, key) }, `no ${key}`),
            )
        : untouched;
    const repeatedQuery = fc
      .constantFrom(...Object.keys(schemas.query?.properties ?? { extra: {} }))
      .chain((key) =>
        forbiddenText.map((text) =>
          finish(route, { ...base, query: { ...base.query, [key]: ['1', text] } }, `query ${key} repeated`),
        ),
      );
    return fc.oneof(
      { weight: 4, arbitrary: untouched },
      { weight: 8, arbitrary: brokenField },
      { weight: hasBody ? 2 : 0, arbitrary: wholeBody },
      { weight: hasBody && schemas.body ? 1 : 0, arbitrary: extraKey },
      { weight: hasBody && schemas.body ? 1 : 0, arbitrary: droppedKey },
      { weight: 1, arbitrary: repeatedQuery },
    );
  });
}

function valueAtPath(container: unknown, path: Key[]): unknown {
  let value = container;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<Key, unknown>)[key] : undefined;
  return value;
}

function replaceAt(base: Draft, part: Part, path: Key[], replacement: Replacement): Draft {
  return { ...base, [part]: withValueAt(base[part], path, replacement.value) };
}

function finish(
  route: RegisteredRoute,
  draft: Draft,
  mutation: string,
  changed?: { schema: JsonSchema | undefined; part: Part; path: Key[]; replacement: Replacement },
): FuzzRequest {
  const path = route.url
    .replace(/:([A-Za-z]+)/g, (_all, name: string) => encodeUrlText(urlText(draft.params[name] ?? '1')))
    .replace('*', 'x');
  const request: FuzzRequest = { method: route.method, url: path + queryStringOf(draft.query), mutation };
  if (draft.body !== undefined && route.method !== 'GET' && route.method !== 'HEAD') {
    request.payload = JSON.stringify(draft.body);
    request.contentType = 'application/json';
  }
  // A URL cannot carry a lone surrogate: its bytes stay literal text in the query, and make the path invalid.
  const carried = changed?.part === 'body' || !hasLoneSurrogate(String(changed?.replacement.value));
  if (changed?.replacement.forbidden && carried && schemasAt(changed.schema, changed.path).some(acceptsString)) {
    request.forbiddenField = { part: changed.part, field: changed.path.join('.') };
  }
  return request;
}
