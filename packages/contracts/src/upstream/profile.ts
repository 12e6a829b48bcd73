import { z } from 'zod';
import { FileReply, OkReply, QueryInt } from './common.js';
import { EcoAchievements, EcoStat, OfficeAchievement, OfficeAudioList, OfficePromo } from './entities/materials.js';
import { FileUploadReply, PageQuery } from './entities/office.js';
import { PartnerProfile, PartnerProfileInput, SecuritySettings } from './entities/profile.js';
import { op } from './operation.js';

const base = { tag: 'profile', spec: '2 §7', auth: 'required' } as const;

/** Spec 2 §7: profile and security, achievements, audio, promo and stored files. */
export const profileOperations = {
  profileGet: op({
    ...base,
    method: 'get',
    path: '/office/partner/profile/',
    assumed: true,
    summary: 'The user’s profile',
    reply: PartnerProfile,
  }),
  profileUpdate: op({
    ...base,
    method: 'put',
    path: '/office/partner/profile/',
    assumed: true,
    summary: 'Change the user’s own profile fields',
    body: PartnerProfileInput,
    reply: PartnerProfile,
  }),
  securityGet: op({
    ...base,
    method: 'get',
    path: '/greenway/office/security/get/',
    assumed: true,
    summary: 'The user’s security settings',
    reply: SecuritySettings,
  }),
  securitySet: op({
    ...base,
    method: 'put',
    path: '/office/security/set/',
    assumed: true,
    summary: 'Change the security settings',
    body: SecuritySettings,
    reply: OkReply,
  }),
  achievementsMine: op({
    ...base,
    method: 'get',
    path: '/greenway/office/my-achievements/',
    assumed: true,
    summary: 'The user’s achievements, received or not yet',
    reply: z.object({ achievements: z.array(OfficeAchievement) }),
  }),
  achievementsEcoStats: op({
    ...base,
    method: 'get',
    path: '/greenway/office/eco-achievements-stats/',
    assumed: true,
    summary: 'The user’s own eco figures',
    reply: z.object({ stats: z.array(EcoStat) }),
  }),
  achievementsEco: op({
    ...base,
    method: 'get',
    path: '/eco-achievements/',
    assumed: true,
    summary: 'The company’s eco projects and totals',
    reply: EcoAchievements,
  }),
  officeAudio: op({
    ...base,
    method: 'get',
    path: '/greenway/office/audio/',
    assumed: true,
    summary: 'Audio records, a page at a time',
    query: PageQuery,
    reply: OfficeAudioList,
  }),
  officeAudioFile: op({
    ...base,
    method: 'get',
    path: '/greenway/office/audio/{id}/file/',
    assumed: true,
    summary: 'The sound of an audio record; refused (403) until the record is bought (path not printed)',
    params: z.object({ id: QueryInt }),
    reply: FileReply,
    replyKind: 'binary',
  }),
  officePromo: op({
    ...base,
    method: 'get',
    path: '/greenway/office/promo/',
    assumed: true,
    summary: 'Current promos of the office promo pages',
    reply: z.object({ promos: z.array(OfficePromo) }),
  }),
  fileUpload: op({
    ...base,
    method: 'post',
    path: '/greenway/file/upload/',
    multipart: true,
    summary: 'Store files (multipart `files` parts); later calls refer to the returned file_ids',
    body: z.object({}).meta({ description: 'One or more `files` parts and no other field' }),
    reply: FileUploadReply,
  }),
  fileDownload: op({
    ...base,
    method: 'get',
    path: '/greenway/file/{id}/',
    assumed: true,
    summary: 'Download a stored file by id (path not printed in the spec)',
    params: z.object({ id: QueryInt }),
    reply: FileReply,
    replyKind: 'binary',
  }),
} as const;
