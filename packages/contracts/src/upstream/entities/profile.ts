import { z } from 'zod';
import { IsoDate, PersonRef } from './office.js';

/** GET /office/partner/profile/. A sponsor change is allowed only when can_change_sponsor says so (spec 2 §6). */
export const PartnerProfile = z
  .object({
    number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    patronymic: z.string().nullable(),
    birth_date: IsoDate.nullable(),
    gender: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string().nullable(),
    avatar: z.string().nullable(),
    registration_date: IsoDate,
    sponsor: PersonRef.nullable(),
    can_change_sponsor: z.boolean(),
  })
  .meta({ id: 'PartnerProfile', 'x-assumed': true });

/** PUT /office/partner/profile/: what the user may change themselves. */
export const PartnerProfileInput = z
  .object({
    email: z.email().optional(),
    phone: z.string().min(1).optional().meta({ description: 'Checked for the user’s country (spec 2 §5 Phone)' }),
    city: z.string().min(1).optional(),
    address: z.string().optional(),
    gender: z.string().optional(),
    avatar_file_id: z.number().int().optional().meta({ description: 'From POST /greenway/file/upload/' }),
  })
  .meta({ id: 'PartnerProfileInput', 'x-assumed': true });

/** GET /greenway/office/security/get/ and PUT /office/security/set/. */
export const SecuritySettings = z
  .object({
    two_factor: z.enum(['off', 'sms', 'email']),
    notify_on_login: z.boolean(),
    confirm_payouts_by_sms: z.boolean(),
  })
  .meta({ id: 'SecuritySettings', 'x-assumed': true });
