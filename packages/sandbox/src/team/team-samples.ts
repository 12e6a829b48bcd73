import type { Sample } from '../sample.js';
import { SMS_CODE } from '../state/users.js';

const registration = {
  phone: '+79005550101',
  country: 'RU',
  city: 'Kazan',
  user_type: 'partner',
  country_id: 1,
  confirm_code: SMS_CODE,
  sms_language: 'ru',
  sponsor_id: 1,
  first_name: 'Marina',
  last_name: 'Zelenova',
  email: 'marina.zelenova@example.com',
};

/** Team member 100100 is in the first line of `partner` and outside the structure of `manager`. */
export const teamSamples: Sample[] = [
  { operationId: 'teamPartnerList', as: 'partner', query: { page: '2', per_page: '10' } },
  { operationId: 'teamPartnerListDownload', as: 'partner', query: { level: '1' } },
  { operationId: 'teamPartnerChildren', as: 'partner' },
  { operationId: 'teamPartnerChildren', as: 'partner', query: { number: '100100' } },
  { operationId: 'teamPartner', as: 'partner', path: '/greenway/office/partner/100100/' },
  { operationId: 'teamPartner', as: 'partner', path: '/greenway/office/partner/999999/', status: 404 },
  { operationId: 'teamPartner', as: 'manager', path: '/greenway/office/partner/100100/', status: 403 },
  { operationId: 'teamClientList', as: 'partner', query: { per_page: '5' } },
  { operationId: 'teamClientListDownload', as: 'partner' },
  { operationId: 'teamPartnerCreate', as: 'partner', body: registration },
  {
    operationId: 'teamClientCreate',
    as: 'partner',
    body: { ...registration, user_type: 'client', phone: '+79005550102', email: 'pavel.chistov@example.com' },
  },
  { operationId: 'teamPartnerCreate', as: 'partner', body: { ...registration, confirm_code: '0000' }, status: 400 },
  { operationId: 'teamLinks', as: 'partner' },
  { operationId: 'teamInviteCreate', as: 'partner', body: { user_type: 'partner', comment: 'For the eco fair' } },
  { operationId: 'teamInvitesActive', as: 'partner' },
  { operationId: 'teamInvitedUsers', as: 'partner' },
  { operationId: 'teamInvitedClients', as: 'partner' },
  { operationId: 'teamAgreementRestoreInfo', as: 'viewer' },
  { operationId: 'teamAgreementRestoreList', as: 'viewer', query: { sponsor_number: '10010' } },
  { operationId: 'teamAgreementRestore', as: 'viewer', body: { sponsor_id: 100 } },
  { operationId: 'teamAgreementAccept', as: 'partner', body: { agree_type: 'offer' } },
];
