import { writeFieldCode } from '@gf/contracts/rules/validation-keys';
import type { FastifyError, FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, GatewayError, RetryLater } from './envelope.js';
import { withSmsFields } from './sms-fields.js';

const valueAt = (source: unknown, path: string): unknown =>
  path
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      source,
    );

/** The part of the request a schema checked (fastify names the query `querystring`). */
const requestPart = (request: FastifyRequest, part: FastifyError['validationContext']): unknown => {
  if (part === 'querystring') return request.query;
  if (part === 'params') return request.params;
  if (part === 'headers') return request.headers;
  return request.body;
};

/**
 * A schema's own rule code (`amount_format`, `required`, `product_code_repeated`): one word, where
 * zod's own message is an English sentence. The client words it as the form that sent it does.
 */
const RULE_CODE = /^[a-z][a-z0-9_]*$/;

/**
 * The field errors of a refused request as codes, never zod's English (issue 32 item 1): the
 * schema's own rule code where it names one, else the validation code of zod's issue; the client
 * words each in the visitor's language. zod leaves the value out of its issues, so a wrong type is
 * told from a missing value by the request itself.
 */
const fieldErrors = (issues: FastifySchemaValidationError[], source: unknown): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const zodIssue = {
      ...issue.params,
      code: issue.keyword,
      input: valueAt(source, issue.instancePath),
    } as z.core.$ZodRawIssue;
    const code =
      issue.message !== undefined && RULE_CODE.test(issue.message) ? issue.message : writeFieldCode(zodIssue);
    fields[name] = [...(fields[name] ?? []), code];
  }
  return fields;
};

/** Every failure leaves the gateway as the one error envelope (DESIGN.md). */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { smsFields } = request.routeOptions.config;
    if (error instanceof GatewayError) {
      if (error.logAs) request.log.error({ err: error }, error.logAs);
      if (error instanceof RetryLater) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
      return reply.code(error.envelope.status).send(envelope(withSmsFields(error.envelope, smsFields)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(
        envelope(
          withSmsFields(
            {
              status: 400,
              code: 'invalid_input',
              message: 'Some fields are not valid',
              fields: fieldErrors(error.validation, requestPart(request, error.validationContext)),
            },
            smsFields,
          ),
        ),
      );
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.code(status).send(
      envelope({
        status,
        code: error.code?.toLowerCase() ?? 'internal',
        message: status === 500 ? 'Internal error' : error.message,
      }),
    );
  });
};
