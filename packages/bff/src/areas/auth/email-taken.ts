import { GatewayError } from '../../platform/errors/envelope.js';
import { rulesBroken } from './registration-rules-broken.js';

/**
 * The upstream refuses an address under `email` (spec 2 §7 check-email, register, partner/create and
 * client/create) only when another person holds it: its form was checked first. Named by the rule,
 * so the form translates it; any other failure passes as it came.
 */
export const emailTaken = (error: unknown): unknown => {
  if (!(error instanceof GatewayError) || error.envelope.status !== 400 || !error.envelope.fields?.email) return error;
  return rulesBroken({ ...error.envelope.fields, email: ['email_taken'] });
};
