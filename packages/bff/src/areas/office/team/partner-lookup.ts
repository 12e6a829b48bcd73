import { PARTNER_LOOKUP_ERRORS, type PartnerLookupError } from '@gf/contracts/rules/team-rules';
import { GatewayError } from '../../../platform/errors/envelope.js';

/**
 * Upstream codes of a failed partner lookup (sandbox and recorded upstream) and what they mean here:
 * nobody has the number, or somebody outside the user's structure does. One answer for both.
 */
const UPSTREAM_LOOKUP_CODES: Record<string, PartnerLookupError> = {
  not_found: 'partner_not_found',
  not_in_structure: 'partner_not_found',
  partner_not_found: 'partner_not_found',
};

const MESSAGES: Record<PartnerLookupError, string> = {
  partner_not_found: 'No partner of your structure has this number',
};

/**
 * Spec 2 §8 "Partner lookup returns an error code": the upstream's code becomes one of ours, shown by
 * the card as what it means, without the error-page redirect a failed office read would carry. Any
 * other failure (suspended, server problems) is passed on unchanged.
 */
export const asPartnerLookupError = (error: unknown): unknown => {
  if (!(error instanceof GatewayError)) return error;
  const code = UPSTREAM_LOOKUP_CODES[error.envelope.code];
  if (!code || error.envelope.redirect?.route === 'MailHome') return error;
  return new GatewayError({ status: PARTNER_LOOKUP_ERRORS[code], code, message: MESSAGES[code] });
};

/** Runs a lookup and rethrows its failure as a partner-lookup error where it is one. */
export const lookingUpPartner = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw asPartnerLookupError(error);
  }
};
