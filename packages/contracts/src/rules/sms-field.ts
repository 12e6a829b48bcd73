/**
 * Spec 2 §8 "SMS errors are shown as sms": the one field name under which the gateway reports every
 * SMS-code error, whatever the form or the upstream called the field, and where the client looks.
 */
export const SMS_FIELD = 'sms';
