/**
 * The gateway's own abuse limits on the public registration calls (not spec constants). The SMS
 * send shares SMS_SEND_LIMIT and SMS_SEND_ADDRESS_LIMIT with the other SMS routes (sms-limits.ts);
 * the email check answers whether an address is registered, so one address may ask only so often.
 */
export const EMAIL_CHECK_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/** The agreement the registration form's box accepts (spec: values not shown; the partner offer). */
export const REGISTRATION_AGREEMENT = 'offer';
