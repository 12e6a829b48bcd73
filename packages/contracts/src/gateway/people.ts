import { z } from 'zod';
import {
  AGREEMENT_TYPES,
  SPONSOR_NUMBER_MAX_DIGITS,
  SPONSOR_NUMBER_MIN_DIGITS,
  SPONSOR_NUMBER_PATTERN,
} from '../rules/agreement-rules.js';
import { AgreementRestoreInfo, Invite, ReferralLinks, RestoreSponsor } from '../upstream/entities/team.js';
import { RegistrationEmail, RegistrationPhone, SmsCode, SmsLanguageParam, UserTypeParam } from './auth.js';
import { IdempotencyKey } from './idempotency-key.js';

/** The /office/links page: the referral links and the invites that can still be used. */
export const LinksReply = z.object({ referral: ReferralLinks, invites: z.array(Invite) });

export const InviteBody = z.object({ user_type: UserTypeParam, comment: z.string().trim().max(200).optional() });

export const InvitedQuery = z.object({
  kind: z.enum(['partners', 'clients']),
  page: z.coerce.number().int().min(1).default(1),
});

/** The code to the person's phone, in one of the site's SMS languages (spec 2 §3 sms_language). */
export const OfficeSmsBody = z.object({
  phone: RegistrationPhone,
  user_type: UserTypeParam,
  sms_language: SmsLanguageParam,
});
/** Spec 2 §7 check-email for the person being registered: their address and phone. */
export const OfficeEmailQuery = z.object({ email: RegistrationEmail, phone: RegistrationPhone });
export const OfficeCheckBody = z.object({ phone: RegistrationPhone, code: SmsCode });

/** A person a partner registers from the office (spec 2 §7 partner/create, client/create), after the code check. */
export const OfficePersonBody = z.object({
  phone: RegistrationPhone,
  code: SmsCode,
  first_name: z.string().trim().min(1, 'Enter the first name').max(100),
  last_name: z.string().trim().min(1, 'Enter the last name').max(100),
  patronymic: z.string().trim().max(100).optional(),
  birth_date: z.iso.date().optional(),
  city: z.string().trim().min(1, 'Enter the city').max(100),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email').max(200)),
  sms_language: SmsLanguageParam,
});

/** A new password for a person the user registered: their phone, once per attempt (the key). */
export const PasswordResetBody = z.object({ phone: RegistrationPhone, idempotency_key: IdempotencyKey });

/** The restore page's first read: whether the lapsed agreement can be restored (a pure read). */
export const RestoreInfoReply = AgreementRestoreInfo;

/** The sponsor number as typed: spaces dropped, then digits only (agreement-rules). */
export const SponsorsQuery = z.object({
  sponsor_number: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .regex(
          SPONSOR_NUMBER_PATTERN,
          `Enter ${SPONSOR_NUMBER_MIN_DIGITS} to ${SPONSOR_NUMBER_MAX_DIGITS} digits of the sponsor number`,
        ),
    ),
});
export const SponsorsReply = z.object({ sponsors: z.array(RestoreSponsor) });

export const RestoreBody = z.object({ sponsor_id: z.number().int().min(1) });
export const AcceptBody = z.object({ agree_type: z.enum(AGREEMENT_TYPES) });
export const Done = z.object({ ok: z.boolean() });
