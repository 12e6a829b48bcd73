import { z } from 'zod';

export const UserType = z.enum(['partner', 'client']).meta({ id: 'UserType' });

/** Spec 2 §3 Registration: what the phone, SMS-code and register steps carry (spec 2 §4). */
export const Registration = z
  .object({
    phone: z.string().min(1),
    country: z.string().meta({ description: 'Country code, e.g. RU' }),
    city: z.string(),
    user_type: UserType,
    country_id: z.number().int(),
    confirm_code: z.string().min(1).meta({ description: 'The SMS code checked before registering' }),
    sms_language: z.string(),
    sponsor_id: z.number().int().nullable(),
  })
  .meta({ id: 'Registration' });

/**
 * The register-partner and register-client body: Registration plus the person's data and consent,
 * which the spec does not list (assumed). `invite` or `ref` names the code the visitor came with.
 */
export const RegistrationForm = z
  .intersection(
    Registration,
    z.object({
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      patronymic: z.string().optional(),
      birth_date: z.iso.date(),
      gender: z.number().int().optional(),
      email: z.email(),
      password: z.string().min(8),
      invite: z.string().optional(),
      ref: z.string().optional(),
      agreements: z.array(z.string()).meta({ description: 'Codes of the accepted legal documents' }),
    }),
  )
  .meta({ id: 'RegistrationForm', 'x-assumed': true });

/** An SMS request (spec 1 §7: the invisible recaptcha token of action sms_request goes along). */
export const SmsRequest = Registration.pick({ phone: true, country_id: true, user_type: true, sms_language: true })
  .extend({ token: z.string().meta({ description: 'reCAPTCHA token, action sms_request' }) })
  .meta({ id: 'SmsRequest', 'x-assumed': true });

/** Checking an SMS code. */
export const SmsCodeCheck = Registration.pick({ phone: true, confirm_code: true }).meta({
  id: 'SmsCodeCheck',
  'x-assumed': true,
});

/** Spec 2 §8: the SMS sent by a sponsor returns a detail. */
export const SmsSent = z
  .object({ ok: z.boolean(), detail: z.string().nullable() })
  .meta({ id: 'SmsSent', 'x-assumed': true });
