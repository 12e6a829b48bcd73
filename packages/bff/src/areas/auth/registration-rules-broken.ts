import { GatewayError } from '../../platform/errors/envelope.js';

/** A registration field broke a shared rule: the rule's name under the field, the client translates it. */
export const rulesBroken = (fields: Record<string, string[]>) =>
  new GatewayError({ status: 400, code: 'registration_rules', message: 'Some fields break a rule', fields });
