import { phoneDigits } from '../phone-rules.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type Role, type SandboxUser, users } from '../state/users.js';

export interface NewPerson {
  role: Exclude<Role, 'employee'>;
  name: string;
  email: string;
  phone: string;
  country: string;
  language: string;
  sponsorId: number;
  password: string;
  needAgreements: boolean;
}

/** The user a registration (or a first referral order) creates under its sponsor. */
export const addPerson = (state: SandboxState, person: NewPerson): SandboxUser =>
  users(state).add({
    login: (person.email || phoneDigits(person.phone)).toLowerCase(),
    password: person.password,
    name: person.name,
    email: person.email.toLowerCase(),
    phone: `+${phoneDigits(person.phone)}`,
    role: person.role,
    country: person.country.toUpperCase(),
    language: person.language,
    sponsorId: person.sponsorId,
    joinedAt: new Date(state.now()).toISOString().slice(0, 10),
    is_new: true,
    is_suspended: false,
    is_imported: false,
    need_agreements: person.needAgreements,
    can_invite_partner: person.role === 'partner',
    can_invite_client: person.role === 'partner',
    can_add_sponsor: false,
    can_spectate: false,
    can_change_sponsor: false,
    can_create_order_well: false,
  });

/** The user holding a phone number, whatever its formatting. */
export const userByPhone = (state: SandboxState, phone: string): SandboxUser | undefined => {
  const digits = phoneDigits(phone);
  return users(state).find((u) => phoneDigits(u.phone) === digits);
};

export const userByEmail = (state: SandboxState, email: string): SandboxUser | undefined => {
  const wanted = email.trim().toLowerCase();
  return users(state).find((u) => u.email.toLowerCase() === wanted);
};
