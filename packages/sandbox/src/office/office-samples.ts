import type { Sample } from '../sample.js';

const BUSINESS = '/greenway/office/services/business-telecom';

export const officeSamples: Sample[] = [
  { operationId: 'officeHome', as: 'partner' },
  { operationId: 'officeDashboard', as: 'partner' },
  { operationId: 'officeDashboardCruise', as: 'partner' },
  { operationId: 'officeDashboardTooFastTooFurious', as: 'partner' },
  { operationId: 'officeDashboardProGrade', as: 'partner' },
  { operationId: 'officeGreenJack', as: 'partner' },
  { operationId: 'officeWebim', as: 'partner' },
  { operationId: 'officeHealthService', as: 'partner' },
  { operationId: 'officePulseService', as: 'partner' },
  { operationId: 'officePrimeSubscription', as: 'partner' },
  { operationId: 'officeBusinessServiceForm', as: 'partner' },
  // The first upload of a sandbox run gets file id 9001, which the submit and download below use.
  {
    operationId: 'officeBusinessServiceUpload',
    as: 'partner',
    multipart: {
      fields: { field: 'documents' },
      file: { field: 'file', filename: 'charter.pdf', content: '%PDF-1.4 company charter' },
    },
  },
  {
    operationId: 'officeBusinessServiceSubmit',
    as: 'partner',
    body: {
      values: {
        company_name: 'Green Home LLC',
        inn: '7701234567',
        contact_phone: '+79001234567',
        email: 'office@greenhome.example',
        tariff: 'Business',
      },
      file_ids: [9001],
    },
  },
  { operationId: 'officeBusinessServiceFile', as: 'partner', path: `${BUSINESS}/file/9001/` },
  { operationId: 'assistantAuthInfo', query: { code: 'telegram-123456' } },
  { operationId: 'assistantAuthConfirm', as: 'partner', body: { code: 'telegram-123456' } },
];
