import type { Sample } from '../sample.js';
import { SMS_CODE } from '../state/users.js';

export const authSamples: Sample[] = [
  { operationId: 'authenticate', body: { login: 'partner', password: 'demo1234' } },
  { operationId: 'authInfo', as: 'partner' },
  { operationId: 'refresh', body: { refresh: 'rt_unknown' }, status: 401 },
  { operationId: 'logout', as: 'partner', body: { refresh: 'rt_unknown' } },
  {
    operationId: 'domainRedirect',
    body: { login: 'partner', password: 'demo1234', redirect: 'https://greenway.it/office' },
  },
  {
    operationId: 'messengerPartnerAuthenticate',
    query: { chat_id: '42', chat_type: 'telegram' },
    body: { login: 'partner', password: 'demo1234' },
  },
  { operationId: 'refInfo', query: { ref: '100001' } },
  { operationId: 'inviteInfo', query: { invite: 'INV-P-100001' } },
  { operationId: 'domainKey', as: 'partner', body: { country_code: 'IT', language_code: 'it', redirect: '/office' } },
  { operationId: 'domainSignIn', body: { key: 'dk_unknown' }, status: 400 },
  { operationId: 'registrationAuthenticate', body: { key: 'rk_unknown' }, status: 400 },
  { operationId: 'spectator', as: 'manager', body: { as_user: 'partner' } },
  { operationId: 'passwordChange', as: 'client', body: { old_password: 'demo1234', new_password: 'demo12345' } },
  { operationId: 'resetSend', body: { login: 'partner' } },
  { operationId: 'resetCheckCode', body: { login: 'partner', code: SMS_CODE } },
  { operationId: 'resetConfirm', body: { login: 'partner', code: SMS_CODE, password: 'demo1234' } },
  { operationId: 'openEntrySend', body: { phone: '+79001112233', token: 'recaptcha-token' } },
  { operationId: 'openEntryCheckCode', body: { code: SMS_CODE, phone: '+79001112233' } },
];
