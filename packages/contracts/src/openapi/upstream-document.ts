import { ErrorBody } from '../upstream/common.js';
import type { Operation } from '../upstream/operation.js';
import { upstreamOperations } from '../upstream/upstream-operations.js';
import { type JsonSchema, toOpenApiSchema } from './json-schema.js';

const CONTENT_TYPES: Record<NonNullable<Operation['replyKind']>, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  binary: 'application/octet-stream',
  image: 'image/svg+xml',
};

const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

const parameters = (operation: Operation, components: Record<string, JsonSchema>): JsonSchema[] => {
  const out: JsonSchema[] = [];
  const declared = operation.params ? toOpenApiSchema(operation.params, components, 'input') : undefined;
  const declaredProps = (declared?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathParamNames(operation.path)) {
    out.push({ name, in: 'path', required: true, schema: declaredProps[name] ?? { type: 'string' } });
  }
  if (operation.query) {
    const query = toOpenApiSchema(operation.query, components, 'input');
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return out;
};

const operationObject = (id: string, operation: Operation, components: Record<string, JsonSchema>): JsonSchema => {
  const kind = operation.replyKind ?? 'json';
  const replySchema = toOpenApiSchema(operation.reply, components, 'output');
  const result: JsonSchema = {
    operationId: id,
    tags: [operation.tag],
    summary: operation.summary,
    description: `Spec ${operation.spec}.`,
    parameters: parameters(operation, components),
    responses: {
      '200': { description: 'Success', content: { [CONTENT_TYPES[kind]]: { schema: replySchema } } },
      default: {
        description: 'Error (4xx with field errors, 401, 403 with is_suspended, 404, 5xx)',
        content: { 'application/json': { schema: toOpenApiSchema(ErrorBody, components, 'output') } },
      },
    },
  };
  if (operation.auth !== 'none')
    result.security = operation.auth === 'required' ? [{ bearer: [] }] : [{}, { bearer: [] }];
  if (operation.body) {
    const mediaType = operation.multipart ? 'multipart/form-data' : 'application/json';
    result.requestBody = {
      required: true,
      content: { [mediaType]: { schema: toOpenApiSchema(operation.body, components, 'input') } },
    };
  }
  if (operation.assumed) result['x-assumed'] = true;
  return result;
};

/** The company API as an OpenAPI 3.1 document, built from the operation table. */
export const buildUpstreamDocument = (): JsonSchema => {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, operation] of Object.entries(upstreamOperations) as [string, Operation][]) {
    paths[operation.path] ??= {};
    const item = paths[operation.path] as Record<string, JsonSchema>;
    if (item[operation.method])
      throw new Error(`Two operations for ${operation.method.toUpperCase()} ${operation.path}`);
    item[operation.method] = operationObject(id, operation, components);
  }
  const sortedComponents = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Company API (upstream)',
      version: '1.0.0',
      description:
        'Every call of section 7 of both spec documents. Paths are written after the versioned prefix. ' +
        'Operations and schemas marked x-assumed have shapes the spec does not show.',
    },
    servers: [{ url: '{upstream}/api/v1', variables: { upstream: { default: 'http://localhost:4010' } } }],
    paths,
    components: {
      schemas: sortedComponents,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
};
