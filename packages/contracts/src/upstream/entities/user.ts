import { z } from 'zod';
import { Cart } from './cart.js';

/**
 * Spec 1 §3 User, spec 1 §6 roles and flags: the role and the flags are all the spec promises;
 * `id`, `number` and `name` are assumed, so an upstream may leave them out (issue 15).
 */
export const User = z
  .object({
    id: z.number().int().optional(),
    number: z.string().optional().meta({ description: 'Partner or client number (assumed)' }),
    name: z.string().optional(),
    email: z.string().optional(),
    role: z.enum(['partner', 'employee', 'client']),
    is_new: z.boolean(),
    is_suspended: z.boolean(),
    can_invite_partner: z.boolean(),
    can_invite_client: z.boolean(),
    can_add_sponsor: z.boolean(),
    can_spectate: z.boolean(),
    can_change_sponsor: z.boolean().optional(),
    country: z.string().optional(),
  })
  .meta({ id: 'User' });

/** Spec 1 §3 Auth data; spec 2 §3 Auth data. */
export const AuthData = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int().meta({ description: 'Seconds until the access token expires' }),
    language: z.string().optional(),
    user: User,
    unread_mail: z.number().int(),
    is_imported: z.boolean().optional(),
    need_agreements: z.boolean().optional(),
  })
  .meta({ id: 'AuthData' });

/** Spec 2 §3 Spectator: the manager watching the managed user, with the ordering flag. */
export const Manager = z
  .object({ user: User, can_create_order_well: z.boolean() })
  .meta({ id: 'Manager', 'x-assumed': true });

/** Spec 1 §7 GET /auth/info/: cart, user, unread_mail, well_user, min_tickets_timer. */
export const AuthInfo = z
  .object({
    user: User,
    cart: Cart.nullable(),
    unread_mail: z.number().int(),
    well_user: User.nullable().meta({ description: 'The managed user while spectating' }),
    manager: Manager.nullable().optional(),
    min_tickets_timer: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Milliseconds left on the earliest ticket hold' }),
  })
  .meta({ id: 'AuthInfo' });

/** Referral info (spec 1 §3): the referral code and who it belongs to. */
export const RefInfo = z
  .object({ ref: z.string(), name: z.string(), number: z.string(), country: z.string() })
  .meta({ id: 'RefInfo', 'x-assumed': true });

/** Invite info keeps its code (spec 1 §3). */
export const InviteInfo = z
  .object({
    invite: z.string(),
    user_type: z.enum(['partner', 'client']),
    sponsor_name: z.string(),
    sponsor_number: z.string(),
  })
  .meta({ id: 'InviteInfo', 'x-assumed': true });

/** Cross-domain sign-in keys (spec 1 §7 /auth/domain/key/ and /auth/domain/redirect/). */
export const DomainKeys = z
  .object({ key: z.string(), keys: z.record(z.string(), z.string()) })
  .meta({ id: 'DomainKeys', 'x-assumed': true });
