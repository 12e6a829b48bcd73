import { Invite, ReferralLinks } from '@gf/contracts/upstream/entities/team';
import { z } from 'zod';
import { IdempotencyKey } from '../../../platform/writes/idempotency-key.js';
import {
  RegistrationEmail,
  RegistrationPhone,
  SmsCode,
  SmsLanguageParam,
  UserTypeParam,
} from '../../auth/registration-schemas.js';

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
