import { RICH_TEXT_MEDIA_TYPE } from '@gf/contracts/rules/rich-text';
import { type OperationId, upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import { z } from 'zod';
import { sanitizeHtml } from './html-sanitizer.js';

type Schema = {
  $ref?: string;
  contentMediaType?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
/** Cleans the rich texts inside a value, in place (the value is a freshly parsed reply). */
type Clean = (value: unknown) => unknown;

/**
 * A cleaner for the values of `schema`: null when nothing below it is rich text, so a reply
 * without any costs nothing. Follows objects, records, arrays, unions and references.
 */
const cleanerOf = (schema: Schema | undefined, defs: Record<string, Schema>, seen: Set<Schema>): Clean | null => {
  if (!schema || seen.has(schema)) return null;
  if (schema.contentMediaType === RICH_TEXT_MEDIA_TYPE)
    return (value) => (typeof value === 'string' ? sanitizeHtml(value) : value);
  seen.add(schema);
  try {
    if (schema.$ref) return cleanerOf(defs[schema.$ref.split('/').pop() ?? ''], defs, seen);
    const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]
      .map((branch) => cleanerOf(branch, defs, seen))
      .filter((clean): clean is Clean => clean !== null);
    const fields = Object.entries(schema.properties ?? {})
      .map(([name, inner]) => [name, cleanerOf(inner, defs, seen)] as const)
      .filter((entry): entry is readonly [string, Clean] => entry[1] !== null);
    const rest =
      typeof schema.additionalProperties === 'object' ? cleanerOf(schema.additionalProperties, defs, seen) : null;
    const items = cleanerOf(schema.items, defs, seen);
    if (branches.length === 0 && fields.length === 0 && !rest && !items) return null;
    return (value) => {
      let cleaned = value;
      for (const branch of branches) cleaned = branch(cleaned);
      if (Array.isArray(cleaned)) {
        if (items) for (let i = 0; i < cleaned.length; i += 1) cleaned[i] = items(cleaned[i]);
        return cleaned;
      }
      if (!cleaned || typeof cleaned !== 'object') return cleaned;
      const record = cleaned as Record<string, unknown>;
      for (const [name, clean] of fields) if (name in record) record[name] = clean(record[name]);
      if (rest) {
        const named = new Set(Object.keys(schema.properties ?? {}));
        for (const key of Object.keys(record)) if (!named.has(key)) record[key] = rest(record[key]);
      }
      return cleaned;
    };
  } finally {
    seen.delete(schema);
  }
};

const cleaners = new Map<OperationId, Clean | null>();

/**
 * Sanitises every field of an upstream reply that the upstream contract marks as rich text
 * (contracts rules/rich-text.ts), wherever the gateway later puts it: a page reply, a cached
 * public read, the server-rendered page. Worked out once per operation from its reply schema.
 */
export const sanitizeRichText = (operationId: OperationId, body: unknown): unknown => {
  let clean = cleaners.get(operationId);
  if (clean === undefined) {
    const schema = z.toJSONSchema(upstreamOperations[operationId].reply, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    }) as Schema & { definitions?: Record<string, Schema>; $defs?: Record<string, Schema> };
    clean = cleanerOf(schema, schema.definitions ?? schema.$defs ?? {}, new Set());
    cleaners.set(operationId, clean);
  }
  return clean ? clean(body) : body;
};
