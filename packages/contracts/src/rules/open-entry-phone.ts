import { z } from 'zod';

/**
 * The phone an open-entry code is sent to (spec 2 §4 "Open entry sign-in"): digits with the usual
 * separators and an optional leading plus. One rule for the gateway's body and the dialog's form; the
 * site's own phone rules (phone-rules.ts) apply where a phone is registered, not here.
 */
export const OpenEntryPhone = z
  .string()
  .trim()
  .min(5)
  .max(20)
  .regex(/^\+?[\d\s()-]+$/);
