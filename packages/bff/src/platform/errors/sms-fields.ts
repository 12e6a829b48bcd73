import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import type { ErrorEnvelope } from './envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields that carry an SMS code on this route, in the request or in the upstream's answer:
     * their errors leave the gateway under SMS_FIELD.
     */
    smsFields?: readonly string[];
  }
}

/**
 * The error's field errors with those of the SMS code under SMS_FIELD, whatever the request or the
 * upstream called the field (open entry: `code`), so every form shows them at its code input.
 */
export const withSmsFields = (
  error: ErrorEnvelope['error'],
  smsFields: readonly string[] | undefined,
): ErrorEnvelope['error'] => {
  if (!error.fields || !smsFields?.some((name) => error.fields?.[name])) return error;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fields)) {
    const target = smsFields.includes(name) ? SMS_FIELD : name;
    fields[target] = [...(fields[target] ?? []), ...messages];
  }
  return { ...error, fields };
};
