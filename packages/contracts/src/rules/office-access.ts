/**
 * Who may open which office page (issue 24): spec 1 §6 and spec 2 §6 leave "which role may open
 * which page" unshown, and spec 2 §1 says some pages depend on the site type. This table is our
 * assumption, kept in this one place: the gateway enforces it on every office route (each route
 * names the page it serves) and the client shows only what the visitor may open.
 */

/** Spec 1 §3, §6: the roles of a user. */
export type Role = 'partner' | 'client' | 'employee';
export const ROLES: readonly Role[] = ['partner', 'client', 'employee'];

/** Spec 1 §1: the kinds of site. */
export type SiteType = 'main' | 'rc' | 'compliance' | 'company';
export const SITE_TYPES: readonly SiteType[] = ['main', 'rc', 'compliance', 'company'];

interface Access {
  roles: readonly Role[];
  /** Site types the page exists on; every type when absent. */
  siteTypes?: readonly SiteType[];
  /**
   * Whether a manager spectating the account may open the page; yes when absent. What a manager
   * may do on it is each route's access kind (`route-access.ts`).
   */
  spectators?: boolean;
}

/*
 * The decision (`x-assumed`, spec 1 §6 "Which pages need which role: not shown", spec 2 §6
 * "which role may open which page are not shown", spec 2 §1 "some pages depend on the site type"):
 *
 * Roles.
 * - Partners run a business: every page is theirs.
 * - Clients buy and collect bonuses (spec 2 §6 "client-specific loyalty statistics"): their orders,
 *   bonuses, accounts and transfers, links (client invites), services, but no team, statement,
 *   payouts, event applications, ratings or agreement pages (spec 2 §6: those are partners' tools).
 * - Employees work for the company and order through their own flow (spec 2 §1): orders, events,
 *   mail, profile and the company's reading (education, wiki, materials, specifications, promo),
 *   no money of their own in the marketing plan (no finance, bonuses, links or services).
 *
 * Site types (spec 1 §1: main, rc, compliance, company; sites-table assumption 9).
 * - main: every page.
 * - rc, the registration-compliance site: where people register and restore agreements; it shows
 *   no income, rankings or marketing (no statement, bonuses, payouts, ratings, achievements, promo).
 * - compliance: as rc, and no registration pages either (no site has this type yet).
 * - company, the company's own site: the office of its employees and partners without the
 *   registration pages (sponsor search, agreement restore), which belong to the country sites.
 *
 * A spectating manager sees what the spectated user sees, except security settings (spec 2 §6 lets a
 * manager order, nothing more; the owner's credentials are never shown to someone else).
 */
const everyone: Access = { roles: ROLES };
const partners: Access = { roles: ['partner'] };
const partnersAndClients: Access = { roles: ['partner', 'client'] };
/** Income, rankings and marketing: not on the registration-compliance and compliance sites. */
const INCOME_SITES: readonly SiteType[] = ['main', 'company'];
/** Registration of people and agreements: the country sites and the registration-compliance site. */
const REGISTRATION_SITES: readonly SiteType[] = ['main', 'rc'];
const partnersIncome: Access = { roles: ['partner'], siteTypes: INCOME_SITES };
const partnersAndClientsIncome: Access = { roles: ['partner', 'client'], siteTypes: INCOME_SITES };
const everyoneMarketing: Access = { roles: ROLES, siteTypes: INCOME_SITES };
const partnersRegistration: Access = { roles: ['partner'], siteTypes: REGISTRATION_SITES };
/** Adding one's own sponsor: a client too, where the account's can_add_sponsor lets it (spec 1 §3, §6). */
const sponsorAdding: Access = { roles: ['partner', 'client'], siteTypes: REGISTRATION_SITES };
const ownersOnly: Access = { roles: ['partner', 'client'], spectators: false };

/**
 * The office pages of spec 1 §2, named as the client's route table names them, with who may open
 * them (the decision above). A new page adds one row; the groups above say who.
 */
export const OFFICE_ACCESS = {
  MyOffice: everyone,
  /** Not a page: the office's file routes (download by id, upload), each use checked against its own page. */
  OfficeFiles: everyone,
  MailHome: everyone,
  MailConversation: everyone,
  OfficeProfile: everyone,
  OfficeOrders: everyone,
  OfficeOrdersList: everyone,
  OfficeOrder: everyone,
  OfficeOrdersFast: everyone,
  OfficeOrdersMeditations: everyone,
  OfficeOrdersEvents: everyone,
  OfficeEventTickets: everyone,
  OfficeEventTicketRegistration: everyone,
  OfficeTicket: everyone,
  OfficeTicketPurchaseRegistration: everyone,
  OfficeEvents: everyone,
  OfficeEvent: everyone,
  OfficeEventInstruction: everyone,
  OfficeApplicationEvents: partners,
  OfficeApplicationEvent: partners,
  OfficeEventApplication: partners,
  OfficeBusiness: partners,
  OfficeStructure: partners,
  OfficeClients: partners,
  OfficeStatement: partnersIncome,
  OfficeStatementBonus: partnersAndClientsIncome,
  OfficeLoyaltyProgramme: partnersAndClientsIncome,
  OfficeFinance: partnersAndClients,
  OfficeAccounts: partnersAndClients,
  OfficeTransfer: partnersAndClients,
  OfficeSecurity: ownersOnly,
  OfficePayouts: partnersIncome,
  OfficeLinks: partnersAndClients,
  OfficeSponsorAdd: sponsorAdding,
  OfficeAgreementRestore: partnersRegistration,
  OfficeRatings: partnersIncome,
  OfficeRating: partnersIncome,
  OfficeAchievements: partnersIncome,
  OfficeEcoAchievements: everyone,
  OfficeEcoProjects: everyone,
  OfficePromo: everyoneMarketing,
  OfficePromoPage: everyoneMarketing,
  OfficeEducation: everyone,
  OfficeEducationPlatform: everyone,
  OfficeBeginnersGuide: everyone,
  OfficeSiteVideoReview: everyone,
  OfficeWiki: everyone,
  OfficeWikiSection: everyone,
  OfficeSpecifications: everyone,
  OfficeMaterials: everyone,
  OfficeSpecificationsSection: everyone,
  OfficeMaterialsSection: everyone,
  OfficeServices: partnersAndClients,
  OfficeService: partnersAndClients,
  OfficeSection: everyone,
  OfficeSubsection: everyone,
} as const satisfies Record<string, Access>;

export type OfficePage = keyof typeof OFFICE_ACCESS;

export const isOfficePage = (name: string): name is OfficePage => Object.hasOwn(OFFICE_ACCESS, name);

/** Why a page is refused: the visitor's role, this site's type, or the visitor being a spectating manager. */
export type AccessRefusal = 'role' | 'site' | 'spectator';

/**
 * Whether a user of `role` may open `page` on a site of `siteType` (as a manager spectating that
 * user when `spectating`); the reason when not. The site is told before the role: a page this site
 * does not have is not there for anyone.
 */
export const officeAccess = (
  page: OfficePage,
  role: Role,
  siteType: SiteType,
  spectating = false,
): { ok: true } | { ok: false; why: AccessRefusal } => {
  const access: Access = OFFICE_ACCESS[page];
  if (access.siteTypes && !access.siteTypes.includes(siteType)) return { ok: false, why: 'site' };
  if (!access.roles.includes(role)) return { ok: false, why: 'role' };
  if (spectating && access.spectators === false) return { ok: false, why: 'spectator' };
  return { ok: true };
};
