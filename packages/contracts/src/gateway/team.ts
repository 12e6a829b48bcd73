import { z } from 'zod';
import { PARTNER_LEVEL_MAX, PARTNER_NUMBER_PATTERN, TEAM_LAST_PAGE } from '../rules/team-rules.js';
import { ClientRow, PartnerCard, PartnerRow } from '../upstream/entities/team.js';
import { contract } from './contract-registry.js';

/** A partner number as the upstream writes it (digits, `PARTNER_NUMBER_PATTERN`). */
export const PartnerNumber = z.string().trim().regex(PARTNER_NUMBER_PATTERN, 'A partner number is digits only');

const Page = z.coerce.number().int().min(1).max(TEAM_LAST_PAGE).default(1);
const Search = z.string().trim().max(100).optional();

/** A node of the structure tree: a partner with level, rank, volumes and how many partners are below. */
export const TeamPartner = contract('TeamPartner', PartnerRow.extend({}));
export const TeamPartnerCard = contract('TeamPartnerCard', PartnerCard.extend({}));
export const TeamClient = contract('TeamClient', ClientRow.extend({}));

export const StructureQuery = z.object({ number: PartnerNumber.optional() });
export const StructureReply = contract('TeamStructureReply', z.object({ children: z.array(TeamPartner) }));

export const StructureSearchQuery = z.object({ q: z.string().trim().min(1).max(100) });
export const StructureSearchReply = contract(
  'TeamStructureSearchReply',
  z.object({ partners: z.array(TeamPartner), total: z.number().int() }),
);

export const CardParams = z.object({ number: PartnerNumber });

export const PartnerListQuery = z.object({
  page: Page,
  search: Search,
  level: z.coerce.number().int().min(1).max(PARTNER_LEVEL_MAX).optional(),
});
export const ClientListQuery = z.object({ page: Page, search: Search });
export const PartnerDownloadQuery = PartnerListQuery.omit({ page: true });
export const ClientDownloadQuery = ClientListQuery.omit({ page: true });

const paging = { page: z.number().int(), per_page: z.number().int(), total: z.number().int(), has_more: z.boolean() };
export const PartnerListReply = contract(
  'TeamPartnerListReply',
  z.object({ ...paging, partners: z.array(TeamPartner) }),
);
export const ClientListReply = contract('TeamClientListReply', z.object({ ...paging, clients: z.array(TeamClient) }));

export const TeamFile = z.string().meta({ format: 'binary', description: 'The list as a spreadsheet, streamed' });
