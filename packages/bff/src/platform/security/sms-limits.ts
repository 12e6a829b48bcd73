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

/** A phone as digits, so "+7 900 111-22-33" and "+79001112233" count as one. */
export const phoneKey = (body: Record<string, unknown>): string => String(body.phone ?? '').replace(/\D/g, '');
