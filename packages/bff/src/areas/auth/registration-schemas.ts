import { z } from 'zod';
import { contract } from '../../platform/contract/contract-registry.js';

export const UserTypeParam = z.enum(['partner', 'client']);
export const RegistrationPhone = z.string().trim().min(1, 'Enter the phone number').max(30);
export const SmsCode = z.string().trim().min(1, 'Enter the code').max(12);

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
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email').max(200)),
    password: z.string(),
    password_repeat: z.string(),
    invite: z.string().trim().min(1).max(64).optional(),
    agreement: z
      .boolean()
      .meta({ description: 'The agreement box was ticked; else the agreement is asked at sign-in' }),
  }),
);
