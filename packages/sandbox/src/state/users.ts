import type { User } from '@gf/contracts/upstream/entities/user';
import type { z } from 'zod';
import { areaStore, type SandboxState } from './sandbox-state.js';

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'demo1234';
/** The SMS code the sandbox accepts for registration, open entry and password reset. */
export const SMS_CODE = '1111';

export type Role = 'partner' | 'employee' | 'client';

export interface SandboxUser {
  id: number;
  number: string;
  login: string;
  password: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  country: string;
  language: string;
  sponsorId: number | null;
  joinedAt: string;
  is_new: boolean;
  is_suspended: boolean;
  is_imported: boolean;
  need_agreements: boolean;
  can_invite_partner: boolean;
  can_invite_client: boolean;
  can_add_sponsor: boolean;
  can_spectate: boolean;
  can_change_sponsor: boolean;
  /** A manager's right to order while spectating (spec 1 §6). */
  can_create_order_well: boolean;
}

const FIRST = [
  'Anna',
  'Ivan',
  'Maria',
  'Oleg',
  'Elena',
  'Sergey',
  'Olga',
  'Dmitry',
  'Irina',
  'Pavel',
  'Nina',
  'Artem',
  'Sofia',
  'Maxim',
  'Daria',
  'Roman',
];
const LAST = [
  'Ivanova',
  'Petrov',
  'Smirnova',
  'Kuznetsov',
  'Popova',
  'Volkov',
  'Sokolova',
  'Lebedev',
  'Kozlova',
  'Novikov',
  'Morozova',
  'Orlov',
];

const base = (id: number, login: string, name: string, role: Role): SandboxUser => ({
  id,
  number: String(100000 + id),
  login,
  password: DEMO_PASSWORD,
  name,
  email: `${login}@example.com`,
  phone: `+7900${String(1000000 + id).slice(-7)}`,
  role,
  country: 'RU',
  language: 'ru',
  sponsorId: null,
  joinedAt: '2019-03-01',
  is_new: false,
  is_suspended: false,
  is_imported: false,
  need_agreements: false,
  can_invite_partner: role === 'partner',
  can_invite_client: role !== 'client',
  can_add_sponsor: false,
  can_spectate: false,
  can_change_sponsor: false,
  can_create_order_well: false,
});

/** The demo accounts of the README, then a team of a few hundred partners under `partner`. */
const seedUsers = (state: SandboxState): SandboxUser[] => {
  const partner = base(1, 'partner', 'Anna Partnerova', 'partner');
  const users: SandboxUser[] = [
    partner,
    { ...base(2, 'client', 'Ivan Klientov', 'client'), sponsorId: 1 },
    { ...base(3, 'employee', 'Elena Sotrudnikova', 'employee'), can_spectate: true, can_create_order_well: true },
    { ...base(4, 'manager', 'Oleg Menedzherov', 'partner'), can_spectate: true, can_create_order_well: true },
    { ...base(5, 'viewer', 'Nina Nablyudatel', 'partner'), can_spectate: true, can_create_order_well: false },
    { ...base(6, 'suspended', 'Pavel Zablokirovan', 'partner'), is_suspended: true },
    // A newcomer may still move to another sponsor (spec 2 §6 can_change_sponsor): the profile's demo of it.
    {
      ...base(7, 'newbie', 'Sofia Novichkova', 'partner'),
      is_new: true,
      need_agreements: true,
      sponsorId: 1,
      can_change_sponsor: true,
    },
  ];
  /** A partner whose agreement lapsed (no sponsor): the agreement restore page's demo account. */
  const lapsed: SandboxUser = { ...base(8, 'lapsed', 'Roman Vozvratov', 'partner'), joinedAt: '2017-05-14' };
  const random = state.random('users');
  const TEAM_SIZE = 320;
  for (let i = 0; i < TEAM_SIZE; i += 1) {
    const id = 100 + i;
    const sponsorId = i < 12 ? partner.id : 100 + random.int(0, i - 1);
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const year = random.int(2015, 2026);
    users.push({
      ...base(id, `team${id}`, name, random.chance(0.8) ? 'partner' : 'client'),
      sponsorId,
      joinedAt: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    });
  }
  /**
   * A client moved over from the previous system (is_imported), in English, still without a
   * sponsor, which it may add (can_add_sponsor): the demo of the imported-account notice, of the
   * sign-in language and of adding a sponsor. A client, so no partner history is seeded for it.
   */
  const imported: SandboxUser = {
    ...base(9, 'imported', 'Maria Perenesova', 'client'),
    language: 'en',
    is_imported: true,
    can_add_sponsor: true,
    joinedAt: '2016-09-20',
  };
  // Seeded after the team so the team's random draws (accounts, reviews) stay as they were.
  users.push(lapsed, imported);
  return users;
};

export class Users {
  private readonly byId = new Map<number, SandboxUser>();

  constructor(state: SandboxState) {
    for (const user of seedUsers(state)) this.byId.set(user.id, user);
  }

  get(id: number): SandboxUser | undefined {
    return this.byId.get(id);
  }

  find(predicate: (user: SandboxUser) => boolean): SandboxUser | undefined {
    for (const user of this.byId.values()) if (predicate(user)) return user;
    return undefined;
  }

  /** Sign-in names: login, email, phone or number. */
  byLogin(login: string): SandboxUser | undefined {
    const wanted = login.trim().toLowerCase();
    return this.find((u) => u.login === wanted || u.email === wanted || u.phone === wanted || u.number === wanted);
  }

  all(): SandboxUser[] {
    return [...this.byId.values()];
  }

  children(sponsorId: number): SandboxUser[] {
    return this.all().filter((user) => user.sponsorId === sponsorId);
  }

  add(user: Omit<SandboxUser, 'id' | 'number'>): SandboxUser {
    const id = Math.max(...this.byId.keys()) + 1;
    const created = { ...user, id, number: String(100000 + id) };
    this.byId.set(id, created);
    return created;
  }
}

export const users = areaStore((state) => new Users(state));

/** The contract's User of a sandbox user. */
export const toUser = (user: SandboxUser): z.input<typeof User> => ({
  id: user.id,
  number: user.number,
  name: user.name,
  email: user.email,
  role: user.role,
  is_new: user.is_new,
  is_suspended: user.is_suspended,
  can_invite_partner: user.can_invite_partner,
  can_invite_client: user.can_invite_client,
  can_add_sponsor: user.can_add_sponsor,
  can_spectate: user.can_spectate,
  can_change_sponsor: user.can_change_sponsor,
  country: user.country,
});
