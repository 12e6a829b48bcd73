import { z } from 'zod';
import { OkReply } from './common.js';
import {
  Registration,
  RegistrationForm,
  SmsCodeCheck,
  SmsRequest,
  SmsSent,
  UserType,
} from './entities/registration.js';
import { AuthData } from './entities/user.js';
import { op } from './operation.js';

/**
 * What registering answers (spec 2 §7 "reply contains auth_info"). `key`, assumed: a registration
 * key (POST /auth/registration-authenticate/) handed over when the person registered on a site that
 * is not their own (the registration-compliance site), to sign them in on their country's site.
 */
const RegisteredReply = z.object({
  auth_info: AuthData,
  key: z.string().optional().meta({ description: 'Registration key for the person’s own site', 'x-assumed': true }),
});

const tag = 'registration';
const Phone = Registration.pick({ phone: true });

/**
 * Spec 2 §7 "Registration": phone check, SMS code, check-code, then register (spec 2 §4). The public
 * flow is /greenway/sms/...; the office flow (a partner registering someone) is /greenway/office/sms/....
 * Bodies are not printed except check-phone's; the rest follow the Registration entity (spec 2 §3).
 */
export const registrationOperations = {
  smsRegistration: op({
    method: 'post',
    path: '/greenway/sms/registration/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Send a registration code by SMS',
    body: SmsRequest,
    reply: OkReply,
  }),
  smsRegistrationCheckCode: op({
    method: 'post',
    path: '/greenway/sms/registration/check-code/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Check a registration SMS code',
    body: SmsCodeCheck,
    reply: OkReply,
  }),
  officeSmsRegistration: op({
    method: 'post',
    path: '/greenway/office/sms/registration/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'A sponsor sends a registration code to the phone of the person being registered',
    body: SmsRequest.omit({ token: true }),
    reply: SmsSent,
  }),
  officeSmsRegistrationCheckCode: op({
    method: 'post',
    path: '/greenway/office/sms/registration/check-code/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'A sponsor checks the code the person received',
    body: SmsCodeCheck,
    reply: OkReply,
  }),
  officeSmsRegistrationResetPassword: op({
    method: 'post',
    path: '/greenway/office/sms/registration/reset-password/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'Send a new password by SMS to a person the sponsor registered',
    body: Phone,
    reply: SmsSent,
  }),
  officeSmsPassword: op({
    method: 'post',
    path: '/greenway/office/sms/password/',
    tag,
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: "Send the signed-in user's password by SMS",
    reply: SmsSent,
  }),
  checkPhone: op({
    method: 'post',
    path: '/greenway/check-phone/',
    tag,
    spec: '2 §7',
    auth: 'none',
    summary: 'Check a phone is valid and free for this user type and country (spec 2 §5)',
    body: z.object({ phone: z.string().min(1), user_type: UserType, country_id: z.number().int() }),
    reply: OkReply,
  }),
  checkEmail: op({
    method: 'get',
    path: '/greenway/check-email/',
    tag,
    spec: '2 §7',
    auth: 'none',
    summary: 'Check an email is free (GET: the spec sends {email, phone} as the query)',
    query: z.object({ email: z.string().min(1), phone: z.string().min(1) }),
    reply: OkReply,
  }),
  registerPartner: op({
    method: 'post',
    path: '/greenway/register/partner/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Register a partner and sign them in',
    body: RegistrationForm,
    reply: RegisteredReply,
  }),
  registerClient: op({
    method: 'post',
    path: '/greenway/register/client/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Register a client and sign them in',
    body: RegistrationForm,
    reply: RegisteredReply,
  }),
} as const;
