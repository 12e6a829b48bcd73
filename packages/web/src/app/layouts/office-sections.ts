import type { OfficeRouteName } from '../../lib/office-access';

/** The groups the office's sections are shown in (issue 32 item 3: money, team, orders, learning, account). */
export const OFFICE_GROUPS = ['money', 'team', 'orders', 'learning', 'account'] as const;
export type OfficeGroup = (typeof OFFICE_GROUPS)[number];

/**
 * The office sections of spec 1 §2 (the hubs, then mail, events, links, services and the profile),
 * each in its group; the home is a link of its own. Each shows once its page exists, to the roles
 * and on the site types that may open it.
 */
export const OFFICE_SECTIONS = [
  { name: 'OfficeFinance', label: 'office.finance', group: 'money' },
  { name: 'OfficeBusiness', label: 'office.business', group: 'team' },
  { name: 'OfficeLinks', label: 'office.links', group: 'team' },
  { name: 'OfficeRatings', label: 'office.ratings', group: 'team' },
  { name: 'OfficeOrders', label: 'office.orders', group: 'orders' },
  { name: 'OfficeEvents', label: 'office.events', group: 'orders' },
  { name: 'OfficeServices', label: 'office.services', group: 'orders' },
  { name: 'OfficeEducation', label: 'office.education', group: 'learning' },
  { name: 'OfficeMaterials', label: 'office.materials', group: 'learning' },
  { name: 'OfficeSpecifications', label: 'office.specifications', group: 'learning' },
  { name: 'OfficeWiki', label: 'office.wiki', group: 'learning' },
  { name: 'MailHome', label: 'office.mail', group: 'account' },
  { name: 'OfficeProfile', label: 'office.profile', group: 'account' },
] as const satisfies readonly { name: OfficeRouteName; label: string; group: OfficeGroup }[];
