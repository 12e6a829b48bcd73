import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** The zod schema of a route reply: given as is, or wrapped the way fastify-type-provider-zod allows. */
const zodSchemaOf = (schema: unknown): z.ZodType => {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`a reply schema must be a zod schema, got ${JSON.stringify(schema)}`);
};

/** One writer per schema: the error envelope alone stands for most statuses of every route, and compiling is slow. */
const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * Writes a reply from its JSON Schema, compiled once per schema by fast-json-stringify.
 * It writes only the properties the contract names, so a field the upstream adds never reaches the
 *  browser (as zod's parse ensured before), for less than zod's parse plus JSON.stringify (issue
 * 10 profile: that pair was the largest share of a page reply's CPU).
 */
export const compileReply = (schema: z.ZodType): Serialize => {
  let write = compiled.get(schema);
  if (!write) {
    write = fastJson(
      forWriting(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as never,
    ) as Serialize;
    compiled.set(schema, write);
  }
  return write;
};

const isNull = (node: unknown): boolean =>
  Boolean(node) && typeof node === 'object' && (node as { type?: unknown }).type === 'null';

/**
 * The JSON Schema as the writer reads it fastest and most leniently. The writer checks a value
 * against each branch of an anyOf at run time, which cost more than zod's whole parse, so:
 * - a union of literals of one type (item type 0 | 1 | 2 | 3) is written as that type;
 * - `anyOf: [X, null]` (every nullable) becomes X with `nullable: true`;
 * - `additionalProperties: false` goes: undeclared fields are never written anyway, but in a
 *   remaining anyOf an object carrying an extra upstream field would match no branch.
 */
const forWriting = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!node || typeof node !== 'object') return node;
  const { anyOf, ...rest } = node as { anyOf?: unknown[] };
  const constTypes = new Set(anyOf?.map((branch) => (branch as { const?: unknown; type?: unknown }).type));
  if (anyOf?.every((branch) => 'const' in (branch as object)) && constTypes.size === 1) {
    return { ...rest, type: [...constTypes][0] };
  }
  if (anyOf?.length === 2 && anyOf.some(isNull)) {
    const other = anyOf.find((branch) => !isNull(branch)) as object;
    return forWriting({ ...rest, ...other, nullable: true });
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forWriting(value)]),
  );
};

/**
 * The gateway's serializer compiler. With `validate` (config RESPONSE_VALIDATION: on outside
 * production, so in every test) a reply is first parsed by its zod schema and a reply that drifts
 * from the contract fails loudly; in production the compiled writer alone keeps the shape.
 */
export const replySerializerCompiler =
  ({ validate }: { validate: boolean }): FastifySerializerCompiler<unknown> =>
  ({ schema, method, url }) => {
    const contract = zodSchemaOf(schema);
    // Compiled at the first reply, not at start: start-up (a rolling restart) stays short.
    let write: Serialize | undefined;
    const written = (data: unknown) => {
      write ??= compileReply(contract);
      return write(data);
    };
    if (!validate) return written;
    return (data: unknown) => {
      const result = contract.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return written(result.data);
    };
  };
