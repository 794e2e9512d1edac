import { type ZodType, z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our request contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** What a client may send to a schema: its input side, with transforms and refinements left out. */
export function inputSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The alternatives of a schema (anyOf / oneOf), or the schema itself. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(branchesOf);
  if (schema.allOf?.length === 1 && schema.allOf[0])
    return branchesOf({ ...schema, allOf: undefined, ...schema.allOf[0] });
  return [schema];
}

export const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** True when a value of the schema may be a string (the fields that text rules apply to). */
export const acceptsString = (schema: JsonSchema) =>
  branchesOf(schema).some((branch) => typesOf(branch).includes('string'));

type Key = string | number;

/** A text field somewhere in a request, with the values that select its branch of a discriminated union. */
export type TextLeaf = { path: Key[]; fixed: Array<{ path: Key[]; value: unknown }> };

/** Every place in a schema where a string goes (array items as their first item). */
export function textLeaves(schema: JsonSchema, path: Key[] = [], fixed: TextLeaf['fixed'] = []): TextLeaf[] {
  const leaves: TextLeaf[] = [];
  for (const branch of branchesOf(schema)) {
    if (typesOf(branch).includes('string')) leaves.push({ path, fixed });
    const properties = Object.entries(branch.properties ?? {});
    const discriminators = properties
      .filter(([, property]) => property.const !== undefined)
      .map(([key, property]) => ({ path: [...path, key], value: property.const }));
    for (const [key, property] of properties) {
      leaves.push(...textLeaves(property, [...path, key], [...fixed, ...discriminators]));
    }
    if (branch.items) leaves.push(...textLeaves(branch.items, [...path, 0], fixed));
  }
  return leaves;
}
