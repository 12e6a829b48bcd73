import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { envelope, GatewayError, RetryLater } from './envelope.js';
import { withSmsFields } from './sms-fields.js';

const fieldErrors = (issues: { instancePath: string; message?: string | undefined }[]): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[name] = [...(fields[name] ?? []), issue.message ?? 'invalid'];
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
              fields: fieldErrors(error.validation),
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
