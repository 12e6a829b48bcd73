import { z } from 'zod';
import { FileReply, OkReply, QueryInt } from './common.js';
import { Dashboard, DashboardChallenge, GreenJack, OfficeHome, WebimConfig } from './entities/dashboard.js';
import { FileUploadReply } from './entities/office.js';
import {
  AssistantAuthRequest,
  BusinessServiceForm,
  BusinessServiceSubmit,
  OfficeServicePage,
} from './entities/services.js';
import { op } from './operation.js';

const base = { tag: 'office', spec: '2 §7', auth: 'required' } as const;
const BUSINESS_SERVICE = '/greenway/office/services/business-telecom';

/** Spec 2 §7 office reads of the shell, dashboard and service pages (/office/services, spec 1 §2). */
export const officeOperations = {
  officeHome: op({
    ...base,
    method: 'get',
    path: '/greenway/office/',
    assumed: true,
    summary: 'The office shell: sections, unread mail and whether agreements are pending',
    reply: OfficeHome,
  }),
  officeDashboard: op({
    ...base,
    method: 'get',
    path: '/greenway/office/dashboard/',
    assumed: true,
    summary: 'The dashboard: period, rank, volumes, structure counts and balance',
    reply: Dashboard,
  }),
  officeDashboardCruise: op({
    ...base,
    method: 'get',
    path: '/greenway/office/dashboard/cruise/',
    assumed: true,
    summary: 'Progress in the cruise promotion',
    reply: DashboardChallenge,
  }),
  officeDashboardTooFastTooFurious: op({
    ...base,
    method: 'get',
    path: '/greenway/office/dashboard/too-fast-too-furious/',
    assumed: true,
    summary: 'Progress in the too-fast-too-furious promotion',
    reply: DashboardChallenge,
  }),
  officeDashboardProGrade: op({
    ...base,
    method: 'get',
    path: '/greenway/office/dashboard/pro-grade/',
    assumed: true,
    summary: 'Progress in the pro-grade promotion',
    reply: DashboardChallenge,
  }),
  officeGreenJack: op({
    ...base,
    method: 'get',
    path: '/greenway/office/greenjack/',
    assumed: true,
    summary: 'The GreenJack promotion: jackpot, the user’s tickets and draw date',
    reply: GreenJack,
  }),
  officeWebim: op({
    ...base,
    method: 'get',
    path: '/greenway/office/webim/',
    assumed: true,
    summary: 'Live-chat widget settings for this domain and the signed visitor',
    reply: WebimConfig,
  }),
  officeHealthService: op({
    ...base,
    method: 'get',
    path: '/greenway/office/services/health/',
    assumed: true,
    summary: 'The health-partner service page (path not printed in the spec)',
    reply: OfficeServicePage,
  }),
  officePulseService: op({
    ...base,
    method: 'get',
    path: '/greenway/office/services/pulse/',
    assumed: true,
    summary: 'The pulse service page (path not printed in the spec)',
    reply: OfficeServicePage,
  }),
  officePrimeSubscription: op({
    ...base,
    method: 'get',
    path: '/greenway/office/services/prime-subscription/',
    assumed: true,
    summary: 'The premium-subscription service page (path not printed in the spec)',
    reply: OfficeServicePage,
  }),
  officeBusinessServiceForm: op({
    ...base,
    method: 'get',
    path: `${BUSINESS_SERVICE}/form/`,
    assumed: true,
    summary: 'The business-service form: fields and what was already sent (path not printed)',
    reply: BusinessServiceForm,
  }),
  officeBusinessServiceSubmit: op({
    ...base,
    method: 'post',
    path: `${BUSINESS_SERVICE}/form/`,
    assumed: true,
    summary: 'Send the business-service form with ids of uploaded files',
    body: BusinessServiceSubmit,
    reply: BusinessServiceForm,
  }),
  officeBusinessServiceUpload: op({
    ...base,
    method: 'post',
    path: `${BUSINESS_SERVICE}/upload/`,
    assumed: true,
    multipart: true,
    summary: 'Upload a document for the business-service form (multipart `file` parts)',
    body: z.object({ field: z.string().min(1).meta({ description: 'The form field the file belongs to' }) }),
    reply: FileUploadReply,
  }),
  officeBusinessServiceFile: op({
    ...base,
    method: 'get',
    path: `${BUSINESS_SERVICE}/file/{id}/`,
    assumed: true,
    summary: 'Download a file sent with the business-service form',
    params: z.object({ id: QueryInt }),
    reply: FileReply,
    replyKind: 'binary',
  }),
  assistantAuthInfo: op({
    ...base,
    method: 'get',
    path: '/greenway/messenger-assistant/auth/',
    auth: 'none',
    assumed: true,
    summary: 'What a messenger-assistant link code asks for (voice-assistant auth page); an unknown code answers 404',
    query: z.object({ code: z.string().min(1) }),
    reply: AssistantAuthRequest,
  }),
  assistantAuthConfirm: op({
    ...base,
    method: 'post',
    path: '/greenway/messenger-assistant/auth/',
    assumed: true,
    summary: 'Link the messenger assistant to the signed-in user',
    body: z.object({ code: z.string().min(1) }),
    reply: OkReply,
  }),
} as const;
