import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import type { ErrorEnvelope } from '../../api/envelope';

/**
 * The message (open-entry namespace) of a failed code send or check, shown at the field the
 * visitor is on: a refused code comes as `sms` (spec 2 §8), too many tries as 429.
 */
export const accessErrorKey = (failure: ErrorEnvelope) =>
  failure.fields?.[SMS_FIELD] ? 'access.wrongCode' : failure.status === 429 ? 'access.tooMany' : 'access.sendFailed';
