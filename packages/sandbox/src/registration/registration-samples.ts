import type { Sample } from '../sample.js';
import { SMS_CODE } from '../state/users.js';

const person = {
  country: 'RU',
  city: 'Moscow',
  country_id: 1,
  confirm_code: SMS_CODE,
  sms_language: 'ru',
  birth_date: '1990-04-12',
  password: 'greenway2026',
  agreements: ['offer', 'privacy'],
};

export const registrationSamples: Sample[] = [
  {
    operationId: 'smsRegistration',
    body: { phone: '+79161112233', country_id: 1, user_type: 'partner', sms_language: 'ru', token: 'recaptcha-token' },
  },
  { operationId: 'smsRegistrationCheckCode', body: { phone: '+79161112233', confirm_code: SMS_CODE } },
  {
    operationId: 'officeSmsRegistration',
    as: 'partner',
    body: { phone: '+79161112244', country_id: 1, user_type: 'client', sms_language: 'ru' },
  },
  {
    operationId: 'officeSmsRegistrationCheckCode',
    as: 'partner',
    body: { phone: '+79161112244', confirm_code: SMS_CODE },
  },
  { operationId: 'officeSmsRegistrationResetPassword', as: 'partner', body: { phone: '+79001000100' } },
  { operationId: 'officeSmsPassword', as: 'partner' },
  { operationId: 'checkPhone', body: { phone: '+79161112255', user_type: 'client', country_id: 1 } },
  { operationId: 'checkPhone', body: { phone: '+79001000001', user_type: 'client', country_id: 1 }, status: 400 },
  { operationId: 'checkEmail', query: { email: 'new.person@example.com', phone: '+79161112255' } },
  {
    operationId: 'registerPartner',
    body: {
      ...person,
      phone: '+79161112233',
      user_type: 'partner',
      sponsor_id: 1,
      first_name: 'Marina',
      last_name: 'Lugovaya',
      email: 'marina.lugovaya@example.com',
    },
  },
  {
    operationId: 'registerClient',
    body: {
      ...person,
      phone: '+79161112244',
      user_type: 'client',
      sponsor_id: null,
      invite: 'INV-C-100001',
      first_name: 'Pyotr',
      last_name: 'Chistyakov',
      email: 'pyotr.chistyakov@example.com',
    },
  },
];
