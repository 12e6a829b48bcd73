import type { OfficeRegistration } from '@gf/contracts/upstream/entities/team';
import type { z } from 'zod';
import { badRequest, forbidden } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { structure } from '../office/structure.js';
import { paginate } from '../paging.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { DEMO_PASSWORD, type SandboxUser, SMS_CODE, users } from '../state/users.js';
import { teamStore } from './team-store.js';

type PeopleIds =
  | 'teamPartnerCreate'
  | 'teamClientCreate'
  | 'teamLinks'
  | 'teamInvitesActive'
  | 'teamInvitedUsers'
  | 'teamInvitedClients'
  | 'teamInviteCreate'
  | 'teamAgreementRestoreInfo'
  | 'teamAgreementRestoreList'
  | 'teamAgreementRestore'
  | 'teamAgreementAccept';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_DAYS = 30;
/** Invite links exist since 2024: first-line people who joined since then came through one. */
const INVITES_SINCE = '2024-01-01';
/** The top of the demo structure has no sponsor by design; other sponsorless partners have lapsed. */
const STRUCTURE_ROOT_ID = 1;
const RESTORE_DAYS = 60;

const iso = (ms: number): string => new Date(ms).toISOString();

/** Spec 2 §3 Registration checks that a form shows per field (spec 2 §8: field errors). */
const register = (
  state: SandboxState,
  creator: SandboxUser,
  body: z.output<typeof OfficeRegistration>,
  role: 'partner' | 'client',
) => {
  if (role === 'partner' ? !creator.can_invite_partner : !creator.can_invite_client)
    throw forbidden(`You cannot register a ${role}`);
  const all = users(state);
  const errors: Record<string, string[]> = {};
  if (body.user_type !== role) errors.user_type = [`Must be ${role} here`];
  if (body.confirm_code !== SMS_CODE) errors.confirm_code = ['The code is wrong or has expired'];
  const phone = body.phone.replace(/[\s()-]/g, '');
  if (!/^\+\d{10,15}$/.test(phone)) errors.phone = ['Enter the number in international format'];
  else if (all.find((u) => u.phone === phone)) errors.phone = ['This phone is already registered'];
  if (all.find((u) => u.email === body.email.toLowerCase())) errors.email = ['This email is already registered'];
  if (!/^[A-Za-z]{2}$/.test(body.country)) errors.country = ['Use the two-letter country code'];
  const sponsor = all.get(body.sponsor_id);
  const inStructure =
    sponsor?.id === creator.id || (sponsor !== undefined && structure(state).levelIn(creator.id, sponsor.id) !== null);
  if (sponsor?.role !== 'partner' || !inStructure)
    errors.sponsor_id = ['The sponsor must be you or a partner of your structure'];
  if (role === 'partner' && body.birth_date) {
    const adult = new Date(state.now());
    adult.setUTCFullYear(adult.getUTCFullYear() - 18);
    if (body.birth_date > adult.toISOString().slice(0, 10)) errors.birth_date = ['Partners must be 18 or older'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const created = all.add({
    login: body.email.toLowerCase(),
    password: DEMO_PASSWORD,
    name: [body.first_name, body.patronymic, body.last_name].filter(Boolean).join(' '),
    email: body.email.toLowerCase(),
    phone,
    role,
    country: body.country.toUpperCase(),
    language: body.sms_language,
    sponsorId: body.sponsor_id,
    joinedAt: iso(state.now()).slice(0, 10),
    is_new: true,
    is_suspended: false,
    is_imported: false,
    // A newcomer accepts the agreements at the first sign-in (the gateway's sign-in gate).
    need_agreements: true,
    can_invite_partner: role === 'partner',
    can_invite_client: role === 'partner',
    can_add_sponsor: false,
    can_spectate: false,
    can_change_sponsor: false,
    can_create_order_well: false,
  });
  teamStore(state).cities.set(created.id, body.city);
  return { ok: true as const, id: created.id, number: created.number };
};

const invited = (state: SandboxState, user: SandboxUser, role: 'partner' | 'client') =>
  structure(state)
    .firstLine(user.id)
    .filter((u) => u.role === role && u.joinedAt >= INVITES_SINCE)
    .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt))
    .map((u) => ({
      id: u.id,
      number: u.number,
      name: u.name,
      invite_code: `INV-${role === 'partner' ? 'P' : 'C'}-${user.number}`,
      registered_at: u.joinedAt,
    }));

const canRestore = (user: SandboxUser): boolean =>
  user.role === 'partner' && user.sponsorId === null && user.id !== STRUCTURE_ROOT_ID;

const personRef = (user: SandboxUser) => ({ id: user.id, number: user.number, name: user.name });

export const peopleHandlers: AreaHandlers<PeopleIds> = {
  teamPartnerCreate: ({ caller, state, body }) => register(state, caller!.user, body, 'partner'),

  teamClientCreate: ({ caller, state, body }) => register(state, caller!.user, body, 'client'),

  teamLinks: ({ caller }) => {
    const ref = caller!.user.number;
    return {
      ref,
      links: [
        { name: 'shop', title: 'Shop with my referral code', url: `/shop/?ref=${ref}` },
        { name: 'partner', title: 'Partner registration', url: `/registration/partner/?ref=${ref}` },
        { name: 'client', title: 'Client registration', url: `/registration/client/?ref=${ref}` },
      ],
    };
  },

  teamInvitesActive: ({ caller, state }) => {
    const now = iso(state.now());
    return {
      invites: teamStore(state)
        .invites.filter((i) => i.userId === caller!.user.id && (i.expires_at === null || i.expires_at > now))
        .map(({ userId: _, ...invite }) => invite),
    };
  },

  teamInvitedUsers: ({ caller, state, query }) => {
    const { items, ...paging } = paginate(invited(state, caller!.user, 'partner'), query.page, query.per_page);
    return { ...paging, users: items };
  },

  teamInvitedClients: ({ caller, state, query }) => {
    const { items, ...paging } = paginate(invited(state, caller!.user, 'client'), query.page, query.per_page);
    return { ...paging, users: items };
  },

  /**
   * The code is the sponsor's invite code of that type (`INV-P-<number>`, `INV-C-<number>`, which
   * /auth/invite-info/ reads), so a new invite of a type renews the one before: new comment and expiry.
   */
  teamInviteCreate: ({ caller, state, body }) => {
    const user = caller!.user;
    if (body.user_type === 'partner' ? !user.can_invite_partner : !user.can_invite_client)
      throw forbidden(`You cannot invite a ${body.user_type}`);
    const store = teamStore(state);
    const code = `INV-${body.user_type === 'partner' ? 'P' : 'C'}-${user.number}`;
    const previous = store.invites.findIndex((i) => i.userId === user.id && i.code === code);
    if (previous >= 0) store.invites.splice(previous, 1);
    const invite = {
      id: store.nextInviteId++,
      code,
      user_type: body.user_type,
      url: `/invite/${body.user_type}/${code}`,
      comment: body.comment ?? null,
      created_at: iso(state.now()),
      expires_at: iso(state.now() + INVITE_DAYS * DAY_MS),
    };
    store.invites.push({ ...invite, userId: user.id });
    return invite;
  },

  teamAgreementRestoreInfo: ({ caller, state }) => {
    const user = caller!.user;
    const sponsor = user.sponsorId === null ? undefined : users(state).get(user.sponsorId);
    const restorable = canRestore(user);
    return {
      can_restore: restorable,
      reason: restorable ? null : 'The agreement is in force',
      deadline: restorable ? iso(state.now() + RESTORE_DAYS * DAY_MS).slice(0, 10) : null,
      sponsor: sponsor ? personRef(sponsor) : null,
    };
  },

  teamAgreementRestoreList: ({ caller, state, query }) => {
    const user = caller!.user;
    const own = new Set(
      structure(state)
        .team(user.id)
        .map((m) => m.user.id),
    );
    const wanted = query.sponsor_number.trim();
    return {
      sponsors: users(state)
        .all()
        .filter((u) => u.role === 'partner' && !u.is_suspended && u.id !== user.id && !own.has(u.id))
        .filter((u) => u.number.startsWith(wanted))
        .slice(0, 10)
        .map((u) => ({ ...personRef(u), country: u.country, city: teamStore(state).cities.get(u.id) ?? null })),
    };
  },

  teamAgreementRestore: ({ caller, state, body }) => {
    const user = caller!.user;
    if (!canRestore(user)) throw badRequest({ sponsor_id: ['The agreement is in force'] });
    const sponsor = users(state).get(body.sponsor_id);
    if (sponsor?.role !== 'partner' || sponsor.id === user.id || structure(state).levelIn(user.id, sponsor.id) !== null)
      throw badRequest({ sponsor_id: ['Choose a partner outside your own structure'] });
    user.sponsorId = sponsor.id;
    return { ok: true };
  },

  /** Clears need_agreements, which the gateway's sign-in gate waits for (spec 1 §4). */
  teamAgreementAccept: ({ caller }) => {
    caller!.user.need_agreements = false;
    return { ok: true };
  },
};
