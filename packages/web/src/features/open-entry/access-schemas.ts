import { OpenEntryPhone } from '@gf/contracts/rules/open-entry-phone';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { z } from 'zod';

/** The open-entry-access forms (spec 2 §4 "Open entry sign-in"): the phone by the gateway's own rule. */
export const OpenEntryPhoneSchema = z.object({ phone: OpenEntryPhone });

/** The code is held under SMS_FIELD, where the gateway reports a refused code (spec 2 §8). */
export const OpenEntryCodeSchema = z.object({ [SMS_FIELD]: z.string().trim().min(1) });
