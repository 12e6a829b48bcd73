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
}

const everyone: Access = { roles: ROLES };
const partners: Access = { roles: ['partner'] };
const partnersAndClients: Access = { roles: ['partner', 'client'] };

/**
 * The office pages of spec 1 §2, named as the client's route table names them, with who may open
 * them. `x-assumed`: the whole table (spec 1 §6 "Which pages need which role: not shown").
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
  OfficeStatement: partners,
  OfficeStatementBonus: partnersAndClients,
  OfficeLoyaltyProgramme: partnersAndClients,
  OfficeFinance: partnersAndClients,
  OfficeAccounts: partnersAndClients,
  OfficeTransfer: partnersAndClients,
  OfficeSecurity: partnersAndClients,
  OfficePayouts: partners,
  OfficeLinks: partnersAndClients,
  OfficeAgreementRestore: partners,
  OfficeRatings: partners,
  OfficeRating: partners,
  OfficeAchievements: partners,
  OfficeEcoAchievements: everyone,
  OfficeEcoProjects: everyone,
  OfficePromo: everyone,
  OfficePromoPage: everyone,
  OfficeEducation: everyone,
  OfficeEducationPlatform: everyone,
  OfficeBeginnersGuide: everyone,
  OfficeSiteVideoReview: everyone,
  OfficeWiki: everyone,
  OfficeWikiSection: everyone,
  OfficeSpecifications: everyone,
  OfficeMaterials: everyone,
  OfficeServices: partnersAndClients,
  OfficeService: partnersAndClients,
  OfficeSection: everyone,
  OfficeSubsection: everyone,
} as const satisfies Record<string, Access>;

export type OfficePage = keyof typeof OFFICE_ACCESS;

export const isOfficePage = (name: string): name is OfficePage => Object.hasOwn(OFFICE_ACCESS, name);

/** Why a page is refused: the visitor's role, or this site's type. */
export type AccessRefusal = 'role' | 'site';

/** Whether a user of `role` may open `page` on a site of `siteType`; the reason when not. */
export const officeAccess = (
  page: OfficePage,
  role: Role,
  siteType: SiteType,
): { ok: true } | { ok: false; why: AccessRefusal } => {
  const access: Access = OFFICE_ACCESS[page];
  if (!access.roles.includes(role)) return { ok: false, why: 'role' };
  if (access.siteTypes && !access.siteTypes.includes(siteType)) return { ok: false, why: 'site' };
  return { ok: true };
};
