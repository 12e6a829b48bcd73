import { phoneIdentity } from '@gf/contracts/rules/phone-rules';
import type { FastifyRequest } from 'fastify';

/**
 * The gateway's own limits on the open-entry SMS routes (not spec constants: abuse limits). Each
 * SMS the upstream sends costs money, so a phone gets few codes from one address...
 */
export const SMS_SEND_LIMIT = { max: 3, timeWindow: '10 minutes' } as const;
/**
 * ...and one address gets few codes for any phones: sending codes to many numbers is how SMS
 * fraud bills the sender (SMS pumping). Wide enough for an office of visitors behind one address.
 */
export const SMS_SEND_ADDRESS_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
/** ...and a 4-digit code allows few guesses, or 10,000 tries find it. */
export const SMS_CHECK_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/**
 * Failed codes from one address, whatever phones or logins they are for: guesses spread over many
 * subjects (one code each) still stop. Failures only, so an office of people confirming their
 * codes behind one address never meets it.
 */
export const CODE_ADDRESS_LIMIT = { max: 15, timeWindowMs: 10 * 60_000 } as const;
/**
 * Failed codes against one account (a login the upstream has resolved, or the signed-in user) or
 * one phone, from every address: SMS_CHECK_LIMIT's five, however the login was spelled (issue 29:
 * four spellings of one account had four counters, twenty guesses instead of five).
 */
export const CODE_ACCOUNT_LIMIT = { max: SMS_CHECK_LIMIT.max, timeWindowMs: 10 * 60_000 } as const;

/**
 * A phone as one key, however it was written ("+7 900 111-22-33", "8 900 1112233", "9001112233"):
 * its E.164 form read with the site's country (the contracts' phone rules); digits when it is no
 * valid number.
 */
export const phoneKey = (body: Record<string, unknown>, request: FastifyRequest): string => {
  const phone = String(body.phone ?? '');
  return phoneIdentity(phone, request.site.country) ?? phone.replace(/\D/g, '');
};
