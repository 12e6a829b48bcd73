import { z } from 'zod';

/**
 * The gateway's own schema registry. Named schemas here become components of the gateway's
 * OpenAPI document; the upstream contract's schemas live in zod's global registry and stay out.
 */
export const contractRegistry = z.registry<{ id: string; description?: string }>();

export const contract = <T extends z.ZodType>(id: string, schema: T): T => {
  contractRegistry.add(schema, { id });
  return schema;
};
