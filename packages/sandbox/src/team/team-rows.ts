import type { ClientRow, PartnerRow } from '@gf/contracts/upstream/entities/team';
import type { z } from 'zod';
import { rankName } from '../office/ranks-ru.js';
import { ACTIVE_LOPV, PV_PRICE_RUB, type Structure, type Volumes } from '../office/structure.js';
import { convert } from '../state/currencies.js';
import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { teamStore } from './team-store.js';

export type PartnerRowData = z.input<typeof PartnerRow>;
export type ClientRowData = z.input<typeof ClientRow>;

export const partnerRow = (
  state: SandboxState,
  tree: Structure,
  user: SandboxUser,
  level: number,
  volumes: Volumes,
  site: string,
  language: string,
): PartnerRowData => ({
  id: user.id,
  number: user.number,
  name: user.name,
  rank: rankName(volumes.rank, language),
  country: user.country,
  city: teamStore(state).cities.get(user.id) ?? null,
  level,
  registration_date: user.joinedAt,
  LO: convert(volumes.lopv * PV_PRICE_RUB, site),
  SGO: convert(volumes.sgopv * PV_PRICE_RUB, site),
  is_active: volumes.lopv >= ACTIVE_LOPV,
  sponsor_number: user.sponsorId === null ? '' : (users(state).get(user.sponsorId)?.number ?? ''),
  children_count: tree.firstLine(user.id).filter((u) => u.role === 'partner').length,
});

export const clientRow = (state: SandboxState, user: SandboxUser): ClientRowData => {
  const own = orders(state)
    .of(user.id)
    .filter((o) => o.status !== 'cancelled');
  return {
    id: user.id,
    number: user.number,
    name: user.name,
    country: user.country,
    phone: user.phone,
    email: user.email,
    registration_date: user.joinedAt,
    last_order_date: own[0]?.createdAt.slice(0, 10) ?? null,
    orders_count: own.length,
  };
};
