import fc from 'fast-check';
import { branchesOf, type JsonSchema, typesOf } from './json-schema';

/** Records the seeded database holds, so that generated requests also reach real rows. */
export type FuzzWorld = { chatSessionIds: string[]; locationCodes: string[]; emails: string[] };

// A 1x1 PNG: the smallest logo the brand-asset check accepts.
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const words = fc
  .array(fc.constantFrom('harbor', 'lofts', 'salad', 'lobby', 'cedar', 'court', 'fresh', 'kiosk', 'north', 'tower'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((list) => list.join(' '));

/** Values that look like what the screens send for a field of this name, when the name says what it holds. */
function hintFor(name: string, schema: JsonSchema, world: FuzzWorld): fc.Arbitrary<unknown> | undefined {
  const types = branchesOf(schema).flatMap(typesOf);
  const wantsString = types.includes('string');
  const wantsNumber = types.includes('integer') || types.includes('number');
  if (/^(id|messageId)$|Id$/.test(name) && name !== 'sessionId') {
    const id = fc.integer({ min: 1, max: 8 });
    return wantsNumber || !wantsString ? id : id.map(String);
  }
  if (!wantsString) return undefined;
  if (name === 'sessionId')
    return fc.oneof(fc.constantFrom(...world.chatSessionIds), fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/));
  if (/email|username/i.test(name))
    return fc.oneof(
      fc.constantFrom(...world.emails),
      fc.stringMatching(/^[a-z]{3,8}\.[a-z]{2,6}@[a-z]{3,8}\.(com|org|example)$/),
    );
  if (/phone/i.test(name)) return fc.stringMatching(/^\(555\) 0[0-9]{2}-[0-9]{4}$/);
  if (/Date$/.test(name)) return fc.oneof(day, fc.constant(''));
  if (/password/i.test(name))
    return fc.oneof(
      fc.constantFrom('Harbor-lofts-2026!', 'cedar court tulip 2027', 'short', 'password'),
      fc.string({ minLength: 8, maxLength: 24 }),
    );
  if (name === 'locationCode')
    return fc.oneof(fc.constantFrom(...world.locationCodes), fc.stringMatching(/^[A-Z]{3}[0-9]{3}$/));
  if (name === 'assetData') return fc.constant(PNG_DATA_URL);
  if (name === 'data') return fc.constantFrom('[{"category":"faq","title":"Hours","content":"Always open."}]', 'x');
  if (name === 'search') return fc.oneof(words, fc.constant(''));
  return undefined;
}

/** A value for a JSON Schema: mostly what the contract accepts, built from the schema and the field's name. */
export function valueFor(schema: JsonSchema, name: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  const hint = hintFor(name, schema, world);
  if (hint) return hint;
  const branches = branchesOf(schema);
  if (branches.length > 1) return fc.oneof(...branches.map((branch) => valueFor(branch, name, world)));
  const only = branches[0] ?? {};
  if (only.const !== undefined) return fc.constant(only.const);
  if (only.enum) return fc.constantFrom(...only.enum);
  const [type] = typesOf(only);
  switch (type) {
    case 'string':
      return stringFor(only);
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(only.minimum ?? (only.exclusiveMinimum ?? -1001) + 1, -1000),
        max: Math.min(only.maximum ?? (only.exclusiveMaximum ?? 1001) - 1, 1000),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(only.items ?? {}, name, world), {
        minLength: only.minItems ?? 0,
        maxLength: Math.max(only.minItems ?? 0, Math.min(only.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectFor(only, world);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  return fc.oneof(
    { weight: 3, arbitrary: words.filter((text) => text.length >= minLength && text.length <= maxLength) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}

/** An object of the schema: every required property, and each optional one half the time. */
export function objectFor(schema: JsonSchema, world: FuzzWorld): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = valueFor(property, key, world);
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
}
