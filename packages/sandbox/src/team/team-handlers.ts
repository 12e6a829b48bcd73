import { forbidden, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { resolvePeriod } from '../office/periods.js';
import { structure } from '../office/structure.js';
import { xlsxFile } from '../office/xlsx.js';
import { matches, paginate } from '../paging.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { clientRow, type PartnerRowData, partnerRow } from './team-rows.js';

type TeamListIds =
  | 'teamPartnerList'
  | 'teamPartnerListDownload'
  | 'teamPartnerChildren'
  | 'teamPartner'
  | 'teamClientList'
  | 'teamClientListDownload';

interface PartnerFilter {
  search?: string | undefined;
  period_id?: number | undefined;
  level?: number | undefined;
}

/** The partners below the signed-in user (never anyone else's), filtered as the list screen asks. */
const partnerRows = (
  state: SandboxState,
  root: SandboxUser,
  filter: PartnerFilter,
  site: string,
  language: string,
): PartnerRowData[] => {
  const period = resolvePeriod(state, filter.period_id);
  const tree = structure(state);
  const volumes = tree.volumesOfTeam(root.id, period);
  return tree
    .team(root.id)
    .filter((m) => m.user.role === 'partner')
    .filter((m) => filter.level === undefined || m.level === filter.level)
    .filter((m) => matches(filter.search, m.user.name, m.user.number))
    .map((m) => partnerRow(state, tree, m.user, m.level, volumes.get(m.user.id)!, site, language));
};

/** Clients anywhere in the user's structure, the user's own first. */
const clientsOf = (state: SandboxState, root: SandboxUser, search: string | undefined): SandboxUser[] =>
  structure(state)
    .team(root.id)
    .filter((m) => m.user.role === 'client')
    .map((m) => m.user)
    .filter((u) => matches(search, u.name, u.number, u.phone, u.email));

/** A partner of the user's structure by number: 404 when unknown, 403 when outside the structure. */
const teamPartner = (state: SandboxState, root: SandboxUser, number: string): { user: SandboxUser; level: number } => {
  const user = users(state).find((u) => u.number === number.trim() && u.role === 'partner');
  if (!user) throw notFound('Partner');
  if (user.id === root.id) return { user, level: 0 };
  const level = structure(state).levelIn(root.id, user.id);
  if (level === null) throw forbidden('The partner is not in your structure', 'not_in_structure');
  return { user, level };
};

export const teamHandlers: AreaHandlers<TeamListIds> = {
  teamPartnerList: ({ caller, state, query, site, language }) => {
    const rows = partnerRows(state, caller!.user, query, site, language);
    const { items, ...paging } = paginate(rows, query.page, query.per_page);
    return { ...paging, partners: items };
  },

  teamPartnerListDownload: ({ caller, state, query, site, language }) =>
    xlsxFile('partners.xlsx', 'Partners', [
      ['Number', 'Name', 'Rank', 'Level', 'Country', 'Registered', 'LO', 'SGO', 'Active', 'Sponsor'],
      ...partnerRows(state, caller!.user, query, site, language).map((r) => [
        r.number,
        r.name,
        r.rank,
        r.level,
        r.country,
        r.registration_date,
        r.LO,
        r.SGO,
        r.is_active ? 'yes' : 'no',
        r.sponsor_number,
      ]),
    ]),

  teamPartnerChildren: ({ caller, state, query, site, language }) => {
    const root = caller!.user;
    const { user, level } = query.number ? teamPartner(state, root, query.number) : { user: root, level: 0 };
    const period = resolvePeriod(state, query.period_id);
    const tree = structure(state);
    const volumes = tree.volumesOfTeam(user.id, period);
    return {
      children: tree
        .firstLine(user.id)
        .filter((u) => u.role === 'partner')
        .sort((a, b) => a.id - b.id)
        .map((child) => partnerRow(state, tree, child, level + 1, volumes.get(child.id)!, site, language)),
    };
  },

  teamPartner: ({ caller, state, params, site, language }) => {
    const { user, level } = teamPartner(state, caller!.user, params.number);
    const tree = structure(state);
    const volumes = tree.volumes(user, resolvePeriod(state, undefined));
    const sponsor = user.sponsorId === null ? undefined : users(state).get(user.sponsorId);
    return {
      ...partnerRow(state, tree, user, level, volumes, site, language),
      sponsor: sponsor ? { id: sponsor.id, number: sponsor.number, name: sponsor.name } : null,
      phone: user.phone,
      email: user.email,
      LOPV: volumes.lopv,
      SGOPV: volumes.sgopv,
    };
  },

  teamClientList: ({ caller, state, query }) => {
    const rows = clientsOf(state, caller!.user, query.search).map((u) => clientRow(state, u));
    const { items, ...paging } = paginate(rows, query.page, query.per_page);
    return { ...paging, clients: items };
  },

  teamClientListDownload: ({ caller, state, query }) =>
    xlsxFile('clients.xlsx', 'Clients', [
      ['Number', 'Name', 'Country', 'Phone', 'Email', 'Registered', 'Last order', 'Orders'],
      ...clientsOf(state, caller!.user, query.search)
        .map((u) => clientRow(state, u))
        .map((r) => [
          r.number,
          r.name,
          r.country,
          r.phone ?? null,
          r.email ?? null,
          r.registration_date,
          r.last_order_date ?? null,
          r.orders_count,
        ]),
    ]),
};
