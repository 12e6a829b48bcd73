import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../rules/email-rules.js';
import { Cart } from '../upstream/entities/cart.js';
import { User } from '../upstream/entities/user.js';
import { contract } from './contract-registry.js';

/** Spec 1 §5: login and password must both be present before the sign-in call. */
export const SignInBody = contract(
  'SignInBody',
  z.object({ login: z.string().trim().min(1, 'Enter your login'), password: z.string().min(1, 'Enter your password') }),
);

/**
 * The user as the client sees it: spec 1 §3 User with its role and flags; id, number and name
 * are null when the upstream leaves them out (they are not in the spec).
 */
export const AuthUser = contract(
  'AuthUser',
  z.object({
    id: User.shape.id.unwrap().nullable(),
    number: User.shape.number.unwrap().nullable(),
    name: User.shape.name.unwrap().nullable(),
    ...User.pick({
      role: true,
      is_new: true,
      is_suspended: true,
      can_invite_partner: true,
      can_invite_client: true,
      can_add_sponsor: true,
      can_spectate: true,
    }).shape,
  }),
);
export type AuthUser = z.infer<typeof AuthUser>;

/** Spec 2 §3 Spectator: the managed user (well_user) watched by a manager. */
export const SpectatorState = contract(
  'SpectatorState',
  z.object({ well_user: AuthUser, manager: AuthUser, can_create_order_well: z.boolean() }),
);

/** Everything the client knows about who is signed in. Tokens never appear here. */
export const AuthState = contract(
  'AuthState',
  z.object({
    signedIn: z.boolean(),
    user: AuthUser.nullable(),
    unread_mail: z.number().int(),
    /** The server cart, when this reply loaded it from the upstream (sign-in, fresh auth info). */
    cart: Cart.nullable(),
    spectator: SpectatorState.nullable(),
    min_tickets_timer: z.number().int().nullable(),
    /** The referral code this visitor came with, and its partner (empty where codes are not checked). */
    referral: z.object({ ref: z.string(), name: z.string(), number: z.string() }).nullable(),
    /** A valid open-entry session (spec 2 §4): the checked phone and whether a sponsor is set. */
    openEntry: z.object({ phone: z.string(), sponsorChosen: z.boolean() }).nullable(),
    /** Sign-in waits for the agreement call (need_agreements). */
    agreementRequired: z.boolean(),
    /** Spec 1 §3 is_imported: the account came over from the previous system (the page asks to check the profile). */
    imported: z.boolean(),
    /** Spec 1 §3 auth data language: the user's own language, when this site offers it (null otherwise). */
    language: z.string().nullable(),
  }),
);
export type AuthState = z.infer<typeof AuthState>;

export const DomainKeysReply = contract(
  'DomainKeysReply',
  z.object({ key: z.string(), keys: z.record(z.string(), z.string()) }),
);

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
