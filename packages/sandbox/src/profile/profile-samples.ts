import type { Sample } from '../sample.js';

export const profileSamples: Sample[] = [
  { operationId: 'profileGet', as: 'partner' },
  { operationId: 'profileUpdate', as: 'newbie', body: { city: 'Kazan', phone: '+79031234567', gender: 'female' } },
  { operationId: 'profileUpdate', as: 'newbie', body: { phone: '+3801234' }, status: 400 },
  { operationId: 'securityGet', as: 'partner' },
  {
    operationId: 'securitySet',
    as: 'newbie',
    body: { two_factor: 'sms', notify_on_login: true, confirm_payouts_by_sms: true },
  },
  { operationId: 'achievementsMine', as: 'partner' },
  { operationId: 'achievementsEcoStats', as: 'partner' },
  { operationId: 'achievementsEco', as: 'partner' },
  { operationId: 'officeAudio', as: 'partner', query: { page: '1' } },
  { operationId: 'officePromo', as: 'partner' },
  { operationId: 'officeAudioFile', as: 'partner', path: '/greenway/office/audio/6/file/' },
  { operationId: 'officeAudioFile', as: 'partner', path: '/greenway/office/audio/1/file/', status: 403 },
  {
    operationId: 'fileUpload',
    as: 'partner',
    multipart: { fields: {}, file: { field: 'files', filename: 'contract.txt', content: 'Signed contract' } },
  },
  // A file id nobody uploaded.
  { operationId: 'fileDownload', as: 'partner', path: '/greenway/file/999/', status: 404 },
];
