import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = '#/components/schemas/';
const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Rewrites zod's `#/$defs/X` references to OpenAPI components and drops noise zod adds. */
const tidy = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$defs') continue;
    if (key === '$ref' && typeof value === 'string') {
      out[key] = value.replace('#/$defs/', COMPONENT_PREFIX);
    } else if ((key === 'minimum' && value === -SAFE_INT) || (key === 'maximum' && value === SAFE_INT)) {
      // zod's bounds for .int() say nothing a reader needs
    } else {
      out[key] = tidy(value);
    }
  }
  return out;
};

/**
 * Converts a zod schema to an OpenAPI 3.1 schema. Named schemas (`.meta({ id })`) are collected
 * into `components` and referenced, so an entity of section 3 is written once.
 */
export const toOpenApiSchema = (
  schema: z.ZodType,
  components: Record<string, JsonSchema>,
  io: 'input' | 'output',
): JsonSchema => {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  for (const [id, def] of Object.entries(defs)) components[id] ??= tidy(def) as JsonSchema;
  const id = z.globalRegistry.get(schema)?.id;
  const body = tidy(json) as JsonSchema;
  if (typeof id === 'string') {
    components[id] ??= body;
    return { $ref: COMPONENT_PREFIX + id };
  }
  return body;
};
