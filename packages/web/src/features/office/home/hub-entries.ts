import type { OfficePage } from '@gf/contracts/rules/office-access';
import type { OfficeRouteName } from '../../../lib/office-access';
import type { HubName } from './api/get-office-hub';

interface Hub {
  /** The hub's own page: who may open it (office-access). */
  page: OfficePage;
  /** Our pages under the hub in spec 1 §2, listed when they exist and the visitor may open them. */
  children: readonly OfficeRouteName[];
}

/**
 * The hubs of spec 1 §2 and their pages. Pages with parameters (one rating, one wiki section) are
 * not listed from here: their hubs list them from the CMS, which names and titles them.
 */
export const HUBS = {
  business: {
    page: 'OfficeBusiness',
    children: ['OfficeStructure', 'OfficeClients', 'OfficeStatement', 'OfficeStatementBonus'],
  },
  finance: { page: 'OfficeFinance', children: ['OfficeAccounts', 'OfficeTransfer', 'OfficePayouts', 'OfficeSecurity'] },
  specifications: { page: 'OfficeSpecifications', children: [] },
  materials: { page: 'OfficeMaterials', children: ['OfficePromo'] },
  ratings: { page: 'OfficeRatings', children: [] },
  education: {
    page: 'OfficeEducation',
    children: ['OfficeEducationPlatform', 'OfficeBeginnersGuide', 'OfficeSiteVideoReview'],
  },
  wiki: { page: 'OfficeWiki', children: [] },
} as const satisfies Record<HubName, Hub>;
