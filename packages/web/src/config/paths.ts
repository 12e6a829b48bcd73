/**
 * Every route of spec 1 §2 by name: its path, a typed `href` and, for a path with parameters,
 * sample values a crawler (the browser suite) can visit it with. Pages are paired with these paths
 * in `app/`, so a feature links to any route without importing the router (no import circle).
 * Names are the spec's where it names them (MyOfficeAuth, ShopMain, MailHome, ...).
 */

/** The parameter names of a path: `/a/:b/:c?` → 'b' | 'c?'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Values for a path's parameters; an optional one (`:name?`) may be left out. */
export type PathParams<P extends string> = {
  [K in ParamsOf<P> as K extends `${string}?` ? never : K]: string | number;
} & { [K in ParamsOf<P> as K extends `${infer Name}?` ? Name : never]?: string | number };

interface RouteOptions {
  /** Values a crawler can visit a path with parameters with. */
  sample?: Readonly<Record<string, string>>;
  /** A query string the page needs to show something real when crawled (e.g. `status=500`). */
  sampleQuery?: string;
}

/** Fills `:name` segments; an optional one (`:name?`) without a value is left out with its slash. */
export const fillPath = (path: string, params: Readonly<Record<string, string | number>> = {}): string =>
  path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`${path}: no value for :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });

type Href<P extends string> = [ParamsOf<P>] extends [never] ? () => string : (params: PathParams<P>) => string;

function route<const P extends string>(path: P): { path: P; href: Href<P> } & RouteOptions;
function route<const P extends string, const O extends RouteOptions & { href?: (...args: never[]) => string }>(
  path: P,
  options: O,
): { path: P; href: O extends { href: infer H } ? H : Href<P> } & O;
function route(path: string, options: RouteOptions & { href?: (...args: never[]) => string } = {}) {
  return { href: (params?: Record<string, string | number>) => fillPath(path, params), ...options, path };
}

export const paths = {
  Home: route('/'),
  Company: route('/company'),
  News: route('/news'),
  Geography: route('/geography'),
  GeographyMarkets: route('/geography/markets'),
  Opportunities: route('/opportunities'),
  Eco: route('/eco'),
  Production: route('/production'),
  SearchResults: route('/search-results', {
    href: (q?: string) => (q ? `/search-results?${new URLSearchParams({ q })}` : '/search-results'),
    sampleQuery: 'q=gel',
  }),
  Maintenance: route('/maintenance'),
  HowToBuy: route('/how-to-buy'),
  LegalAccountDeleteInfo: route('/legal/account-delete-info'),
  LegalSiteOwnerPublicOffer: route('/legal/site-owner-public-offer'),
  LegalSellerPublicOffer: route('/legal/seller-public-offer'),
  LegalNonDisclosureAgreement: route('/legal/non-disclosure-agreement'),
  LegalTermsOfUse: route('/legal/terms-of-use'),
  LegalRefund: route('/legal/refund'),
  LegalDeliveryAndStorage: route('/legal/delivery-and-storage'),
  LegalWhereToApply: route('/legal/where-to-apply'),
  LegalRecommendationTechnologies: route('/legal/recommendation-technologies'),
  LegalDocs: route('/legal/docs'),
  PublicOffer: route('/public-offer'),
  PublicOfferGwMarkets: route('/public-offer-gw-markets'),
  PrivacyPolicy: route('/privacy-policy'),
  ReturnPolicy: route('/return-policy'),
  PrivacyPolicyGwMarkets: route('/privacy-policy-gw-markets'),
  CookiesPolicy: route('/cookies-policy'),
  MailingConsent: route('/mailing_consent'),
  MailingConsentIt: route('/mailing_consent_it'),
  UserContentPublishingRules: route('/user-content-publishing-rules'),
  RecommendedForms: route('/recommended-forms'),
  TermsOfInstallments: route('/terms-of-installments'),
  TestAccessAgreement: route('/test-access-agreement'),
  ShopMain: route('/shop'),
  MyOffice: route('/office'),
  MyOfficeAuth: route('/office/auth'),
  MailHome: route('/office/mail'),
  /** Spec 2 §2: "Error" takes a status, carried as `?status=`. */
  Error: route('/error', {
    href: (status?: number) => (status ? `/error?status=${status}` : '/error'),
    sampleQuery: 'status=500',
  }),
  ShopCart: route('/shop/cart', {
    href: (share?: string) => (share ? `/shop/cart?${new URLSearchParams({ share })}` : '/shop/cart'),
  }),
  ShopError: route('/shop/error'),
  RedirectAuth: route('/redirect-auth', { sampleQuery: 'key=expired-key' }),
  MessengerAuth: route('/external/messenger-auth', { sampleQuery: 'chat_id=4242&chat_type=telegram' }),
  VoiceAuth: route('/external/voice-auth', {
    sampleQuery: 'redirect_uri=https%3A%2F%2Fsocial.yandex.net%2Fbroker%2Fredirect&state=crawl',
  }),
  PasswordRecovery: route('/office/password-recovery'),
  PartnerRegistrationOld: route('/office/partner/registration'),
  InvitePartner: route('/invite/partner/:code', { sample: { code: 'INV-P-100001' } }),
  InviteClient: route('/invite/client/:code', { sample: { code: 'INV-C-100001' } }),
  /**
   * The referral registration links the upstream's link read hands out (GET /greenway/office/link/:
   * `/registration/<partner|client>/?ref=<code>`), spec 1 §4 referral code: the code names the sponsor.
   */
  ReferralPartner: route('/registration/partner', {
    href: (ref: string) => `/registration/partner?${new URLSearchParams({ ref })}`,
    sampleQuery: 'ref=100001',
  }),
  ReferralClient: route('/registration/client', {
    href: (ref: string) => `/registration/client?${new URLSearchParams({ ref })}`,
    sampleQuery: 'ref=100001',
  }),
  ShopEcoGreen: route('/shop/eco-green'),
  ShopBrands: route('/shop/brands'),
  ShopBrand: route('/shop/brands/:path', { sample: { path: 'biotrim' } }),
  ShopProduct: route('/shop/brands/:brand/:code', { sample: { brand: 'green-balance', code: '10037' } }),
  ShopProductReview: route('/shop/brands/:brand/:code/review', { sample: { brand: 'green-balance', code: '10037' } }),
  ShopFavorites: route('/shop/products/favorite'),
  ShopFavoriteSet: route('/shop/products/favorite/:setId', { sample: { setId: 'ps_140zy5g1qqqhb81vs2aso0grn1rk' } }),
  ShopNewProducts: route('/shop/products/new'),
  ShopPromoProducts: route('/shop/products/promo'),
  Promo: route('/promo'),
  NewAndPromo: route('/new-and-promo'),
  ShopNewAndPromo: route('/shop/products/new-and-promo'),
  ShopSearch: route('/shop/search', {
    href: (q?: string) => (q ? `/shop/search?${new URLSearchParams({ q })}` : '/shop/search'),
    sampleQuery: 'q=tea',
  }),
  ShopSurvey: route('/shop/dietary-supplements-test'),
  ShopSection: route('/shop/:section', { sample: { section: 'cosmetics' } }),
  ShopSubsection: route('/shop/:section/:subsection', { sample: { section: 'cosmetics', subsection: 'face' } }),
  /** Spec 2 §2 checkout steps: step-1 (delivery), step-2 (payment details), step-3 (review and order). */
  Checkout: route('/checkout/:step?', {
    href: (step?: 1 | 2 | 3) => (step ? `/checkout/step-${step}` : '/checkout'),
  }),
  ProductShortcut: route('/product/:code', { sample: { code: '10037' } }),
  /** Spec 1 §2 the external messenger payments page; `hash` is the link's (sandbox: the partner's unpaid order). */
  ExternalMessengerPayment: route('/external/messenger-payment', { sampleQuery: 'hash=tg_demo_partner_awaiting' }),
  /**
   * Spec 2 §2 orders "share", §7 PUT /shop/order/{id}/share/: the link a buyer hands out for someone
   * else to pay the order (sandbox: the partner's unpaid order, whose share hash the messenger link uses).
   */
  ShopOrderPayment: route('/shop/order/:id/payment', {
    sample: { id: '5005' },
    sampleQuery: 'share=tg_demo_partner_awaiting',
  }),
  ExternalTicketTemplate: route('/external/ticket-template', { sampleQuery: 'hash=tk7c1e2a9f4b05' }),
  ExternalTicket: route('/external/ticket', { sampleQuery: 'hash=tk7c1e2a9f4b05' }),
  OfficeBusiness: route('/office/business'),
  OfficeFinance: route('/office/finance'),
  OfficeOrders: route('/office/orders'),
  OfficeSpecifications: route('/office/specifications'),
  OfficeMaterials: route('/office/materials'),
  OfficeSpecificationsSection: route('/office/specifications/:section', { sample: { section: 'product-passports' } }),
  OfficeMaterialsSection: route('/office/materials/:section', { sample: { section: 'brand-book' } }),
  OfficeRatings: route('/office/ratings'),
  OfficeEducation: route('/office/education'),
  OfficeWiki: route('/office/wiki'),
  OfficeOrdersList: route('/office/orders/list'),
  OfficeOrdersFast: route('/office/orders/fast'),
  OfficeOrdersMeditations: route('/office/orders/meditations'),
  OfficeOrdersEvents: route('/office/orders/events'),
  OfficeEventTickets: route('/office/orders/events/:eventId/tickets', { sample: { eventId: '107' } }),
  OfficeEventTicketRegistration: route('/office/orders/events/:eventId/registration', { sample: { eventId: '107' } }),
  OfficeTicket: route('/office/orders/tickets/:ticketId', { sample: { ticketId: 'tk7c1e2a9f4b05' } }),
  OfficeApplicationEvents: route('/office/orders/application-events'),
  OfficeApplicationEvent: route('/office/orders/application-events/:eventId', { sample: { eventId: '111' } }),
  OfficeEventApplication: route('/office/orders/application-events/:eventId/application', {
    sample: { eventId: '111' },
  }),
  OfficeOrder: route('/office/orders/:id', { sample: { id: '5001' } }),
  OfficeTicketPurchaseRegistration: route('/office/orders/ticket-purchase/:purchaseId/registration', {
    sample: { purchaseId: '1' },
  }),
  OfficeRating: route('/office/ratings/:rating', { sample: { rating: 'top-100-recruiters' } }),
  OfficeClients: route('/office/business/clients'),
  OfficeStructure: route('/office/business/structure'),
  OfficeStatement: route('/office/business/statement'),
  OfficeStatementBonus: route('/office/business/statement/bonus'),
  OfficeEvents: route('/office/events'),
  OfficeEvent: route('/office/events/:eventId', { sample: { eventId: '107' } }),
  OfficeEventInstruction: route('/office/events/:eventPath/instruction', {
    sample: { eventPath: 'forum-moscow-2027' },
  }),
  OfficeAccounts: route('/office/finance/accounts'),
  OfficeTransfer: route('/office/finance/transfer'),
  OfficeSecurity: route('/office/finance/security'),
  OfficePayouts: route('/office/finance/payouts'),
  OfficeLoyaltyProgramme: route('/office/loyalty-programme'),
  OfficeProfile: route('/office/profile'),
  OfficeSponsorAdd: route('/office/open-entry/sponsor-add'),
  OfficeLinks: route('/office/links'),
  OfficeServices: route('/office/services'),
  OfficeService: route('/office/services/:service', { sample: { service: 'pulse' } }),
  OfficeEducationPlatform: route('/office/education/platform'),
  OfficeBeginnersGuide: route('/office/education/beginners-guide'),
  OfficeSiteVideoReview: route('/office/education/site-video-review'),
  OfficePromo: route('/office/promo'),
  OfficePromoPage: route('/office/promo/:page', { sample: { page: 'cruise' } }),
  OfficeWikiSection: route('/office/wiki/:section', { sample: { section: 'marketing-plan' } }),
  OfficeAgreementRestore: route('/office/agreement/restore'),
  MailConversation: route('/office/mail/:conversationId/', { sample: { conversationId: '1' } }),
  OfficeEcoAchievements: route('/office/eco-achievements'),
  OfficeEcoProjects: route('/office/eco-achievements/projects'),
  OfficeAchievements: route('/office/achievements'),
  OfficeSection: route('/office/:section', { sample: { section: 'documents' } }),
  OfficeSubsection: route('/office/:section/:subsection', { sample: { section: 'documents', subsection: 'charter' } }),
  /** Spec 1 §2: unknown paths show a 404 error page. */
  NotFound: route('*'),
} as const;

export type RouteName = keyof typeof paths;

/** A link to a named route: its parameters filled in, a query string appended. */
export const hrefTo = (name: RouteName, params?: Readonly<Record<string, string | number>>, query?: string): string => {
  const path = fillPath(paths[name].path, params);
  return query ? `${path}?${query}` : path;
};
