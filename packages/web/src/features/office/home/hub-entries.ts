import type { OfficeRouteName } from '../../../lib/office-access';
import type { HubName } from './api/get-office-hub';

interface Hub {
  /** Our pages under the hub in spec 1 §2, listed when they exist and the visitor may open them. */
  children: readonly OfficeRouteName[];
}

/**
 * The hubs of spec 1 §2 and their pages. Pages with parameters (one rating, one wiki section) are
 * not listed from here: their hubs list them from the CMS, which names and titles them.
 */
export const HUBS = {
  business: { children: ['OfficeStructure', 'OfficeClients', 'OfficeStatement', 'OfficeStatementBonus'] },
  finance: { children: ['OfficeAccounts', 'OfficeTransfer', 'OfficePayouts', 'OfficeSecurity'] },
  specifications: { children: [] },
  materials: { children: ['OfficePromo'] },
  ratings: { children: [] },
  education: { children: ['OfficeEducationPlatform', 'OfficeBeginnersGuide', 'OfficeSiteVideoReview'] },
  wiki: { children: [] },
} as const satisfies Record<HubName, Hub>;
