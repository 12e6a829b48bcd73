import type { RegistrationForm } from '@gf/contracts/upstream/entities/registration';
import type { z } from 'zod';
import { authData } from '../auth/auth-data.js';
import { INVITE_CODE, inviteExpired } from '../auth/auth-handlers.js';
import { apiSite } from '../content/site-table.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { countryByCode, countryById } from '../geo/geo-data.js';
import type { AreaHandlers, Caller } from '../handler.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { signInKeys } from '../state/sign-in-keys.js';
import { type SandboxUser, SMS_CODE, users } from '../state/users.js';
import { addPerson, userByEmail, userByPhone } from './new-user.js';
import { phoneDigits, phoneProblem } from './phone-rules.js';
import { registrationCodes } from './registration-codes.js';
import { partnerByNumber } from './sponsors.js';

type RegistrationIds =
  | 'smsRegistration'
  | 'smsRegistrationCheckCode'
  | 'officeSmsRegistration'
  | 'officeSmsRegistrationCheckCode'
  | 'officeSmsRegistrationResetPassword'
  | 'officeSmsPassword'
  | 'checkPhone'
  | 'checkEmail'
  | 'registerPartner'
  | 'registerClient';

type Errors = Record<string, string[]>;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A phone as an SMS shows it to the sender: the last two digits only. */
const masked = (phone: string): string => {
  const digits = phoneDigits(phone);
  return `+${digits.slice(0, 4)}${'*'.repeat(Math.max(0, digits.length - 6))}${digits.slice(-2)}`;
};

/** Spec 2 §5 phone rules for a country id, and "already registered" (spec 2 §4: the phone check). */
const phoneErrors = (state: SandboxState, phone: string, countryId: number): Errors => {
  const country = countryById(countryId);
  if (!country) return { country_id: ['Unknown country'] };
  const problem = phoneProblem(phone, country.code);
  if (problem) return { phone: [problem] };
  if (userByPhone(state, phone)) return { phone: ['This phone is already registered'] };
  return {};
};

const throwIfAny = (errors: Errors): void => {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
};

const checkCode = (state: SandboxState, phone: string, code: string): void => {
  if (!registrationCodes(state).wasSent(phone)) throw badRequest({ phone: ['Request a code for this phone first'] });
  if (code !== SMS_CODE) throw badRequest({ confirm_code: ['The code is wrong or has expired'] });
  registrationCodes(state).confirm(phone);
};

/** A sponsor may register only the kinds of people their flags allow (spec 1 §6). */
const checkMayInvite = (user: SandboxUser, userType: 'partner' | 'client'): void => {
  const allowed = userType === 'partner' ? user.can_invite_partner : user.can_invite_client;
  if (!allowed) throw forbidden(`You may not register a ${userType}`, 'cannot_invite');
};

/** The sponsor of a registration: sponsor_id, an invite code, a referral code, else the signed-in partner. */
const sponsorOf = (
  state: SandboxState,
  body: z.output<typeof RegistrationForm>,
  role: 'partner' | 'client',
  caller: Caller | null,
): SandboxUser => {
  if (body.sponsor_id !== null) {
    const sponsor = users(state).get(body.sponsor_id);
    if (sponsor?.role !== 'partner') throw badRequest({ sponsor_id: ['Unknown sponsor'] });
    return sponsor;
  }
  if (body.invite) {
    const match = INVITE_CODE.exec(body.invite.trim());
    const sponsor = match ? partnerByNumber(state, match[2] as string) : undefined;
    if (!match || !sponsor) throw badRequest({ invite: ['The invite code is not valid'] });
    if (inviteExpired(state, body.invite.trim())) throw badRequest({ invite: ['The invite has expired'] });
    if ((match[1] === 'P' ? 'partner' : 'client') !== role)
      throw badRequest({ invite: [`This invite is not for a ${role}`] });
    return sponsor;
  }
  if (body.ref) {
    const sponsor = partnerByNumber(state, body.ref);
    if (!sponsor) throw badRequest({ ref: ['The referral code is not valid'] });
    return sponsor;
  }
  if (caller?.user.role === 'partner') {
    checkMayInvite(caller.user, role);
    return caller.user;
  }
  throw badRequest({ sponsor_id: ['Choose a sponsor'] });
};

const register =
  (role: 'partner' | 'client') =>
  ({
    body,
    caller,
    state,
    site,
  }: {
    body: z.output<typeof RegistrationForm>;
    caller: Caller | null;
    state: SandboxState;
    site: string;
  }) => {
    const errors: Errors = {};
    if (body.user_type !== role) errors.user_type = [`This form registers a ${role}`];
    const country = countryById(body.country_id);
    if (!country || countryByCode(body.country)?.id !== country.id) errors.country = ['The country does not match'];
    Object.assign(errors, phoneErrors(state, body.phone, body.country_id));
    if (userByEmail(state, body.email)) errors.email = ['This email is already registered'];
    // Spec 2 §4: the code was checked (check-code) before registering, and comes along again.
    if (body.confirm_code !== SMS_CODE || !registrationCodes(state).isConfirmed(body.phone)) {
      errors.confirm_code = ['Confirm the phone with the SMS code first'];
    }
    throwIfAny(errors);
    const sponsor = sponsorOf(state, body, role, caller);
    const user = addPerson(state, {
      role,
      name: [body.first_name, body.patronymic, body.last_name].filter(Boolean).join(' '),
      email: body.email,
      phone: body.phone,
      country: body.country,
      language: body.sms_language,
      sponsorId: sponsor.id,
      password: body.password,
      // Agreements not accepted in the form are asked for at the first sign-in.
      needAgreements: body.agreements.length === 0,
    });
    // Registered on the registration-compliance site: a key signs the person in on their own site.
    if (apiSite(site).type !== 'rc') return { auth_info: authData(state, user) };
    const key = signInKeys(state).issue({
      kind: 'registration',
      userId: user.id,
      country: body.country,
      language: body.sms_language,
    });
    return { auth_info: authData(state, user), key };
  };

export const registrationHandlers: AreaHandlers<RegistrationIds> = {
  smsRegistration: ({ body, state }) => {
    // The sandbox has no reCAPTCHA secret to verify a token with: a site without a key sends none.
    throwIfAny(phoneErrors(state, body.phone, body.country_id));
    registrationCodes(state).send(body.phone);
    return { ok: true };
  },

  smsRegistrationCheckCode: ({ body, state }) => {
    checkCode(state, body.phone, body.confirm_code);
    return { ok: true };
  },

  officeSmsRegistration: ({ body, caller, state }) => {
    checkMayInvite(caller!.user, body.user_type);
    throwIfAny(phoneErrors(state, body.phone, body.country_id));
    registrationCodes(state).send(body.phone);
    return { ok: true, detail: `The code was sent to ${masked(body.phone)}` };
  },

  officeSmsRegistrationCheckCode: ({ body, state }) => {
    checkCode(state, body.phone, body.confirm_code);
    return { ok: true };
  },

  /** A sponsor resends a password to someone of their structure (any depth). */
  officeSmsRegistrationResetPassword: ({ body, caller, state }) => {
    const person = userByPhone(state, body.phone);
    let sponsorId = person?.sponsorId ?? null;
    while (sponsorId !== null && sponsorId !== caller!.user.id)
      sponsorId = users(state).get(sponsorId)?.sponsorId ?? null;
    if (!person || sponsorId === null) throw notFound('Person in your structure');
    person.password = registrationCodes(state).newPassword();
    return { ok: true, detail: `A new password was sent to ${masked(person.phone)}` };
  },

  officeSmsPassword: ({ caller }) => ({ ok: true, detail: `Your password was sent to ${masked(caller!.user.phone)}` }),

  checkPhone: ({ body, state }) => {
    throwIfAny(phoneErrors(state, body.phone, body.country_id));
    return { ok: true };
  },

  checkEmail: ({ query, state }) => {
    if (!EMAIL.test(query.email.trim())) throw badRequest({ email: ['Not a valid email'] });
    const holder = userByEmail(state, query.email);
    // The same person asking again (same phone) is not a conflict.
    if (holder && phoneDigits(holder.phone) !== phoneDigits(query.phone)) {
      throw badRequest({ email: ['This email is already registered'] });
    }
    return { ok: true };
  },

  registerPartner: register('partner'),
  registerClient: register('client'),
};
