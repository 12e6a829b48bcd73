import { z } from 'zod';
import { IsoDate, IsoDateTime, Paging, PersonRef } from './office.js';

/** A row of the partner list and of the structure tree (partner/list, partner/children). */
export const PartnerRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    rank: z.string(),
    country: z.string(),
    city: z.string().nullable(),
    level: z.number().int().meta({ description: 'Depth below the signed-in partner' }),
    registration_date: IsoDate,
    LO: z.number(),
    SGO: z.number(),
    is_active: z.boolean(),
    sponsor_number: z.string(),
    children_count: z.number().int(),
  })
  .meta({ id: 'PartnerRow', 'x-assumed': true });

export const PartnerList = z
  .object({ ...Paging, partners: z.array(PartnerRow) })
  .meta({ id: 'PartnerList', 'x-assumed': true });

/** GET /greenway/office/partner/{number}/: one partner's card; a lookup that fails gives an error code (spec 2 §8). */
export const PartnerCard = PartnerRow.extend({
  sponsor: PersonRef.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  LOPV: z.number(),
  SGOPV: z.number(),
}).meta({ id: 'PartnerCard', 'x-assumed': true });

export const ClientRow = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    registration_date: IsoDate,
    last_order_date: IsoDate.nullable(),
    orders_count: z.number().int(),
  })
  .meta({ id: 'ClientRow', 'x-assumed': true });

export const ClientList = z
  .object({ ...Paging, clients: z.array(ClientRow) })
  .meta({ id: 'ClientList', 'x-assumed': true });

/**
 * POST /office/partner/create/ and /office/client/create/: spec 2 §3 Registration (phone, country, city,
 * user_type, country_id, confirm_code, sms_language, sponsor_id) plus the person's names and email (assumed).
 */
export const OfficeRegistration = z
  .object({
    phone: z.string().min(1),
    country: z.string().min(1),
    city: z.string().min(1),
    user_type: z.enum(['partner', 'client']),
    country_id: z.number().int(),
    confirm_code: z.string().min(1),
    sms_language: z.string().min(1),
    sponsor_id: z.number().int(),
    first_name: z.string().min(1),
    last_name: z.string().min(1),
    patronymic: z.string().optional(),
    email: z.email(),
    birth_date: IsoDate.optional(),
  })
  .meta({ id: 'OfficeRegistration' });

export const CreatedPerson = z
  .object({ ok: z.literal(true), id: z.number().int(), number: z.string() })
  .meta({ id: 'CreatedPerson', 'x-assumed': true });

/** An invite link (/invite/partner/{code}, /invite/client/{code}, spec 1 §2). */
export const Invite = z
  .object({
    id: z.number().int(),
    code: z.string(),
    user_type: z.enum(['partner', 'client']),
    url: z.string(),
    comment: z.string().nullable(),
    created_at: IsoDateTime,
    expires_at: IsoDateTime.nullable(),
  })
  .meta({ id: 'Invite', 'x-assumed': true });

/** Someone who registered through one of the user's invites. */
export const InvitedPerson = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    invite_code: z.string(),
    registered_at: IsoDate,
  })
  .meta({ id: 'InvitedPerson', 'x-assumed': true });

export const InvitedPeople = z
  .object({ ...Paging, users: z.array(InvitedPerson) })
  .meta({ id: 'InvitedPeople', 'x-assumed': true });

/** GET /greenway/office/link/: the user's referral links (shop, registration, ...). */
export const ReferralLinks = z
  .object({ ref: z.string(), links: z.array(z.object({ name: z.string(), title: z.string(), url: z.string() })) })
  .meta({ id: 'ReferralLinks', 'x-assumed': true });

/** GET /greenway/office/agreement/restore/: whether a lapsed agreement can be restored and until when. */
export const AgreementRestoreInfo = z
  .object({
    can_restore: z.boolean(),
    reason: z.string().nullable(),
    deadline: IsoDate.nullable(),
    sponsor: PersonRef.nullable(),
  })
  .meta({ id: 'AgreementRestoreInfo', 'x-assumed': true });

/** A sponsor the user may restore the agreement under (agreement/restore/list). */
export const RestoreSponsor = PersonRef.extend({ country: z.string(), city: z.string().nullable() }).meta({
  id: 'RestoreSponsor',
  'x-assumed': true,
});
