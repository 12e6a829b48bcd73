import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { z } from 'zod';

/**
 * The open-entry-access forms (spec 2 §4 "Open entry sign-in"). The gateway's zod schemas stay in
 * the gateway (the web package sees the BFF contract as types only), so the phone rule is the
 * gateway's restated (open-entry-routes.ts); its texts are the shared `errors:validation` ones.
 */
export const OpenEntryPhoneSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(5)
    .max(20)
    .regex(/^\+?[\d\s()-]+$/),
});

/** The code is held under SMS_FIELD, where the gateway reports a refused code (spec 2 §8). */
export const OpenEntryCodeSchema = z.object({ [SMS_FIELD]: z.string().trim().min(1) });
