import { EMAIL_MAX_LENGTH } from '@gf/contracts/rules/email-rules';
import { z } from 'zod';
import { contract } from '../../platform/contract/contract-registry.js';

export const UserTypeParam = z.enum(['partner', 'client']);
export const RegistrationPhone = z.string().trim().min(1, 'Enter the phone number').max(30);
export const SmsCode = z.string().trim().min(1, 'Enter the code').max(12);
/**
 * An address as stored (email-rules normaliseEmail): whether it is one is the shared rule's call,
 * named `email_invalid`; the bound here only keeps a page of text out.
 */
export const RegistrationEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH * 2);
/** Spec 2 §3 sms_language: one of the site's sms_languages; without one, the one the form offers first. */
export const SmsLanguageParam = z.string().trim().min(1).max(16).optional();

/** One language the site sends SMS in (spec 1 §3 sms_languages), named as the upstream names it. */
export const SmsLanguage = contract('SmsLanguage', z.object({ code: z.string(), name: z.string() }));

/**
 * Spec 2 §4 "Registration", the last step: the person's data and the phone whose code was checked.
 * The country is the site's; the sponsor comes from the invite code (or the visitor's referral code).
 * The shape beyond spec 2 §3 Registration is ASSUMED (x-assumed: the upstream RegistrationForm).
 */
export const RegistrationBody = contract(
  'RegistrationBody',
  z.object({
    user_type: UserTypeParam,
    phone: RegistrationPhone,
    code: SmsCode,
    first_name: z.string().trim().min(1, 'Enter your first name').max(100),
    last_name: z.string().trim().min(1, 'Enter your last name').max(100),
    patronymic: z.string().trim().max(100).optional(),
    birth_date: z.iso.date('Enter the date of birth'),
    city: z.string().trim().min(1, 'Enter your city').max(100),
    email: RegistrationEmail,
    password: z.string(),
    password_repeat: z.string(),
    invite: z.string().trim().min(1).max(64).optional(),
    sms_language: SmsLanguageParam,
    agreement: z
      .boolean()
      .meta({ description: 'The agreement box was ticked; else the agreement is asked at sign-in' }),
  }),
);
