import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/namespaces';

/** Spec 1 §2: every route has one of these layouts. */
export type LayoutName = 'corporate' | 'shop' | 'office' | 'light' | 'external-auth';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  /**
   * The page, downloaded on first visit. A route without one is named so links can be built, but
   * is not registered yet: until its page exists its path shows the 404 page.
   */
  page?: () => Promise<ComponentType>;
  /** Text namespaces the page reads besides `common`, loaded before it renders. */
  namespaces?: readonly Namespace[];
  href?: (...params: never[]) => string;
  /** For a path with parameters: values a crawler (the browser suite) can visit it with. */
  sample?: Readonly<Record<string, string>>;
  /** A query string the page needs to show something real when crawled (e.g. `status=500`). */
  sampleQuery?: string;
}

/** A corporate page of spec 1 §2 that reads the corporate namespace (and any other it names). */
const corporate = <P extends string>(path: P, page: () => Promise<ComponentType>, more: readonly Namespace[] = []) => ({
  path,
  layout: 'corporate' as const,
  page,
  namespaces: ['corporate', ...more] as const,
  href: () => path,
});

/** Spec 1 §2: every legal page is the one legal view; it reads its path from the address. */
const legal = <P extends string>(path: P) => ({
  path,
  layout: 'corporate' as const,
  page: () => import('../features/legal/legal-page').then((m) => m.LegalPage),
  namespaces: ['legal', 'corporate'] as const,
  href: () => path,
});

/**
 * The route table: one entry per route, named as the spec names it where it does (spec 1 §2:
 * MyOfficeAuth, ShopMain, ...). Links are built only through `href`, never written by hand.
 */
export const routes = {
  Home: {
    path: '/',
    layout: 'corporate',
    page: () => import('../features/corporate/home-page').then((m) => m.HomePage),
    namespaces: ['home', 'corporate'],
    href: () => '/',
  },
  Company: corporate('/company', () => import('../features/corporate/company-page').then((m) => m.CompanyPage)),
  News: corporate('/news', () => import('../features/corporate/news-page').then((m) => m.NewsPage), ['news']),
  Geography: corporate('/geography', () => import('../features/corporate/geography-page').then((m) => m.GeographyPage)),
  GeographyMarkets: corporate('/geography/markets', () =>
    import('../features/corporate/geography-page').then((m) => m.MarketsPage),
  ),
  Opportunities: corporate('/opportunities', () =>
    import('../features/corporate/opportunities-page').then((m) => m.OpportunitiesPage),
  ),
  Eco: corporate('/eco', () => import('../features/corporate/eco-page').then((m) => m.EcoPage)),
  Production: corporate('/production', () =>
    import('../features/corporate/production-page').then((m) => m.ProductionPage),
  ),
  SearchResults: {
    path: '/search-results',
    layout: 'corporate',
    page: () => import('../features/corporate/search-results-page').then((m) => m.SearchResultsPage),
    namespaces: ['corporate', 'news'],
    href: (q?: string) => (q ? `/search-results?${new URLSearchParams({ q })}` : '/search-results'),
    sampleQuery: 'q=gel',
  },
  Maintenance: {
    path: '/maintenance',
    layout: 'light',
    page: () => import('../features/corporate/maintenance-page').then((m) => m.MaintenancePage),
    namespaces: ['corporate'],
    href: () => '/maintenance',
  },
  // Spec 1 §2 legal pages: one view, its text the CMS page of the same path.
  HowToBuy: legal('/how-to-buy'),
  LegalAccountDeleteInfo: legal('/legal/account-delete-info'),
  LegalSiteOwnerPublicOffer: legal('/legal/site-owner-public-offer'),
  LegalSellerPublicOffer: legal('/legal/seller-public-offer'),
  LegalNonDisclosureAgreement: legal('/legal/non-disclosure-agreement'),
  LegalTermsOfUse: legal('/legal/terms-of-use'),
  LegalRefund: legal('/legal/refund'),
  LegalDeliveryAndStorage: legal('/legal/delivery-and-storage'),
  LegalWhereToApply: legal('/legal/where-to-apply'),
  LegalRecommendationTechnologies: legal('/legal/recommendation-technologies'),
  LegalDocs: legal('/legal/docs'),
  PublicOffer: legal('/public-offer'),
  PublicOfferGwMarkets: legal('/public-offer-gw-markets'),
  PrivacyPolicy: legal('/privacy-policy'),
  ReturnPolicy: legal('/return-policy'),
  PrivacyPolicyGwMarkets: legal('/privacy-policy-gw-markets'),
  CookiesPolicy: legal('/cookies-policy'),
  MailingConsent: legal('/mailing_consent'),
  MailingConsentIt: legal('/mailing_consent_it'),
  UserContentPublishingRules: legal('/user-content-publishing-rules'),
  RecommendedForms: legal('/recommended-forms'),
  TermsOfInstallments: legal('/terms-of-installments'),
  TestAccessAgreement: legal('/test-access-agreement'),
  ShopMain: {
    path: '/shop',
    layout: 'shop',
    page: () => import('../features/shop/shop-main-page').then((m) => m.ShopMainPage),
    namespaces: ['shop'],
    href: () => '/shop',
  },
  MyOffice: { path: '/office', layout: 'office', href: () => '/office' },
  MyOfficeAuth: {
    path: '/office/auth',
    layout: 'shop',
    page: () => import('../features/auth/my-office-auth-page').then((m) => m.MyOfficeAuthPage),
    namespaces: ['auth'],
    href: () => '/office/auth',
  },
  /** Spec 2 §2: a suspended account is sent here. */
  MailHome: {
    path: '/office/mail',
    layout: 'office',
    page: () => import('../features/mail/mail-home-page').then((m) => m.MailHomePage),
    namespaces: ['mail'],
    href: () => '/office/mail',
  },
  /** Spec 2 §2: "Error" takes a status, carried as `?status=`. */
  Error: {
    path: '/error',
    layout: 'corporate',
    page: () => import('../features/errors/error-page').then((m) => m.ErrorPage),
    namespaces: ['errors'],
    href: (status?: number) => (status ? `/error?status=${status}` : '/error'),
    sampleQuery: 'status=500',
  },
  ShopCart: {
    path: '/shop/cart',
    layout: 'shop',
    page: () => import('../features/cart/cart-page').then((m) => m.CartPage),
    namespaces: ['cart'],
    href: (share?: string) => (share ? `/shop/cart?${new URLSearchParams({ share })}` : '/shop/cart'),
  },
  ShopError: {
    path: '/shop/error',
    layout: 'shop',
    page: () => import('../features/errors/shop-error-page').then((m) => m.ShopErrorPage),
    namespaces: ['errors'],
    href: () => '/shop/error',
  },
  /** Spends a cross-domain sign-in key (`?key=`), then goes to `?redirect=` or the office. */
  RedirectAuth: {
    path: '/redirect-auth',
    layout: 'light',
    page: () => import('../features/auth/redirect-auth-page').then((m) => m.RedirectAuthPage),
    namespaces: ['auth'],
    href: () => '/redirect-auth',
    sampleQuery: 'key=expired-key',
  },
  MessengerAuth: {
    path: '/external/messenger-auth',
    layout: 'external-auth',
    page: () => import('../features/auth/messenger-auth-page').then((m) => m.MessengerAuthPage),
    namespaces: ['auth'],
    href: () => '/external/messenger-auth',
    sampleQuery: 'chat_id=4242&chat_type=telegram',
  },
  VoiceAuth: {
    path: '/external/voice-auth',
    layout: 'external-auth',
    page: () => import('../features/auth/voice-auth-page').then((m) => m.VoiceAuthPage),
    namespaces: ['auth'],
    href: () => '/external/voice-auth',
    sampleQuery: 'redirect_uri=https%3A%2F%2Fsocial.yandex.net%2Fbroker%2Fredirect&state=crawl',
  },
  // Spec 1 §2, the rest of the map: named with their layouts; each is registered when its page exists.
  PasswordRecovery: { path: '/office/password-recovery', layout: 'shop' },
  PartnerRegistrationOld: { path: '/office/partner/registration', layout: 'shop' },
  InvitePartner: { path: '/invite/partner/:code', layout: 'shop', sample: { code: 'INV-P-100001' } },
  InviteClient: { path: '/invite/client/:code', layout: 'shop', sample: { code: 'INV-C-100001' } },
  ShopEcoGreen: {
    path: '/shop/eco-green',
    layout: 'shop',
    page: () => import('../features/shop/eco-green-page').then((m) => m.EcoGreenPage),
    namespaces: ['shop'],
    href: () => '/shop/eco-green',
  },
  ShopBrands: {
    path: '/shop/brands',
    layout: 'shop',
    page: () => import('../features/shop/brands-page').then((m) => m.BrandsPage),
    namespaces: ['shop'],
    href: () => '/shop/brands',
  },
  ShopBrand: {
    path: '/shop/brands/:path',
    layout: 'shop',
    page: () => import('../features/shop/brand-page').then((m) => m.BrandPage),
    namespaces: ['shop'],
    sample: { path: 'biotrim' },
  },
  ShopProduct: {
    path: '/shop/brands/:brand/:code',
    layout: 'shop',
    page: () => import('../features/shop/product-page').then((m) => m.ProductPage),
    namespaces: ['product', 'shop'],
    sample: { brand: 'green-balance', code: '10037' },
  },
  ShopProductReview: {
    path: '/shop/brands/:brand/:code/review',
    layout: 'shop',
    page: () => import('../features/shop/review-page').then((m) => m.ReviewPage),
    namespaces: ['product', 'shop'],
    sample: { brand: 'green-balance', code: '10037' },
  },
  ShopFavorites: {
    path: '/shop/products/favorite',
    layout: 'shop',
    page: () => import('../features/shop/favourites-page').then((m) => m.FavouritesPage),
    namespaces: ['shop'],
    href: () => '/shop/products/favorite',
  },
  ShopFavoriteSet: {
    path: '/shop/products/favorite/:setId',
    layout: 'shop',
    page: () => import('../features/shop/favourites-page').then((m) => m.FavouriteSetPage),
    namespaces: ['shop'],
    sample: { setId: 'ps_140zy5g1qqqhb81vs2aso0grn1rk' },
  },
  ShopNewProducts: {
    path: '/shop/products/new',
    layout: 'shop',
    page: () => import('../features/shop/product-list-page').then((m) => m.NewProductsPage),
    namespaces: ['shop'],
    href: () => '/shop/products/new',
  },
  ShopPromoProducts: {
    path: '/shop/products/promo',
    layout: 'shop',
    page: () => import('../features/shop/product-list-page').then((m) => m.PromoProductsPage),
    namespaces: ['shop'],
    href: () => '/shop/products/promo',
  },
  /** Issue 7: /promo and /new-and-promo are the shop's lists at short addresses. */
  Promo: {
    path: '/promo',
    layout: 'shop',
    page: () => import('../features/shop/product-list-page').then((m) => m.PromoProductsPage),
    namespaces: ['shop'],
    href: () => '/promo',
  },
  NewAndPromo: {
    path: '/new-and-promo',
    layout: 'shop',
    page: () => import('../features/shop/product-list-page').then((m) => m.NewAndPromoPage),
    namespaces: ['shop'],
    href: () => '/new-and-promo',
  },
  ShopNewAndPromo: {
    path: '/shop/products/new-and-promo',
    layout: 'shop',
    page: () => import('../features/shop/product-list-page').then((m) => m.NewAndPromoPage),
    namespaces: ['shop'],
    href: () => '/shop/products/new-and-promo',
  },
  ShopSearch: {
    path: '/shop/search',
    layout: 'shop',
    page: () => import('../features/shop/search-page').then((m) => m.ShopSearchPage),
    namespaces: ['shop'],
    href: (q?: string) => (q ? `/shop/search?${new URLSearchParams({ q })}` : '/shop/search'),
    sampleQuery: 'q=tea',
  },
  ShopSurvey: {
    path: '/shop/dietary-supplements-test',
    layout: 'shop',
    page: () => import('../features/shop/survey-page').then((m) => m.SurveyPage),
    namespaces: ['shop'],
    href: () => '/shop/dietary-supplements-test',
  },
  ShopSection: {
    path: '/shop/:section',
    layout: 'shop',
    page: () => import('../features/shop/section-page').then((m) => m.SectionPage),
    namespaces: ['shop'],
    sample: { section: 'cosmetics' },
  },
  ShopSubsection: {
    path: '/shop/:section/:subsection',
    layout: 'shop',
    page: () => import('../features/shop/section-page').then((m) => m.SectionPage),
    namespaces: ['shop'],
    sample: { section: 'cosmetics', subsection: 'face' },
  },
  /** Spec 2 §2 checkout steps: step-1 (delivery), step-2 (payment details), step-3 (review and order). */
  Checkout: {
    path: '/checkout/:step?',
    layout: 'shop',
    page: () => import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
    namespaces: ['checkout', 'cart'],
    href: (step?: 1 | 2 | 3) => (step ? `/checkout/step-${step}` : '/checkout'),
  },
  ProductShortcut: {
    path: '/product/:code',
    layout: 'shop',
    page: () => import('../features/shop/product-shortcut-page').then((m) => m.ProductShortcutPage),
    namespaces: ['product', 'shop'],
    sample: { code: '10037' },
  },
  ExternalMessengerPayment: { path: '/external/messenger-payment', layout: 'light' },
  ExternalTicketTemplate: { path: '/external/ticket-template', layout: 'light' },
  ExternalTicket: { path: '/external/ticket', layout: 'light' },
  OfficeBusiness: { path: '/office/business', layout: 'office' },
  OfficeFinance: { path: '/office/finance', layout: 'office' },
  OfficeOrders: {
    path: '/office/orders',
    layout: 'office',
    page: () => import('../features/orders/orders-hub-page').then((m) => m.OrdersHubPage),
    namespaces: ['orders'],
    href: () => '/office/orders',
  },
  OfficeSpecifications: { path: '/office/specifications', layout: 'office' },
  OfficeMaterials: { path: '/office/materials', layout: 'office' },
  OfficeRatings: { path: '/office/ratings', layout: 'office' },
  OfficeEducation: { path: '/office/education', layout: 'office' },
  OfficeWiki: { path: '/office/wiki', layout: 'office' },
  OfficeOrdersList: {
    path: '/office/orders/list',
    layout: 'office',
    page: () => import('../features/orders/orders-list-page').then((m) => m.OrdersListPage),
    namespaces: ['orders'],
    href: () => '/office/orders/list',
  },
  OfficeOrdersFast: { path: '/office/orders/fast', layout: 'office' },
  OfficeOrdersMeditations: { path: '/office/orders/meditations', layout: 'office' },
  OfficeOrdersEvents: { path: '/office/orders/events', layout: 'office' },
  OfficeEventTickets: { path: '/office/orders/events/:eventId/tickets', layout: 'office', sample: { eventId: '1' } },
  OfficeEventTicketRegistration: {
    path: '/office/orders/events/:eventId/registration',
    layout: 'office',
    sample: { eventId: '1' },
  },
  OfficeTicket: { path: '/office/orders/tickets/:ticketId', layout: 'office', sample: { ticketId: '1' } },
  OfficeApplicationEvents: { path: '/office/orders/application-events', layout: 'office' },
  OfficeApplicationEvent: {
    path: '/office/orders/application-events/:eventId',
    layout: 'office',
    sample: { eventId: '1' },
  },
  OfficeEventApplication: {
    path: '/office/orders/application-events/:eventId/application',
    layout: 'office',
    sample: { eventId: '1' },
  },
  OfficeOrder: {
    path: '/office/orders/:id',
    layout: 'office',
    page: () => import('../features/orders/order-page').then((m) => m.OrderPage),
    namespaces: ['orders'],
    href: (id: number) => `/office/orders/${id}`,
    sample: { id: '5001' },
  },
  OfficeTicketPurchaseRegistration: {
    path: '/office/orders/ticket-purchase/:purchaseId/registration',
    layout: 'office',
    sample: { purchaseId: '1' },
  },
  /** One page per rating: president-council, grand-masters-club, ... benefactors (spec 1 §2). */
  OfficeRating: { path: '/office/ratings/:rating', layout: 'office', sample: { rating: 'top-100-recruiters' } },
  OfficeClients: { path: '/office/business/clients', layout: 'office' },
  OfficeStructure: { path: '/office/business/structure', layout: 'office' },
  OfficeStatement: { path: '/office/business/statement', layout: 'office' },
  OfficeStatementBonus: { path: '/office/business/statement/bonus', layout: 'office' },
  OfficeEvents: { path: '/office/events', layout: 'office' },
  OfficeEvent: { path: '/office/events/:eventId', layout: 'office', sample: { eventId: '1' } },
  OfficeEventInstruction: {
    path: '/office/events/:eventPath/instruction',
    layout: 'office',
    sample: { eventPath: 'leaders-forum' },
  },
  OfficeAccounts: { path: '/office/finance/accounts', layout: 'office' },
  OfficeTransfer: { path: '/office/finance/transfer', layout: 'office' },
  OfficeSecurity: { path: '/office/finance/security', layout: 'office' },
  OfficePayouts: { path: '/office/finance/payouts', layout: 'office' },
  OfficeLoyaltyProgramme: { path: '/office/loyalty-programme', layout: 'office' },
  OfficeProfile: { path: '/office/profile', layout: 'office' },
  OfficeSponsorAdd: {
    path: '/office/open-entry/sponsor-add',
    layout: 'office',
    page: () => import('../features/open-entry/sponsor-add-page').then((m) => m.SponsorAddPage),
    namespaces: ['open-entry'],
    href: () => '/office/open-entry/sponsor-add',
  },
  OfficeLinks: { path: '/office/links', layout: 'office' },
  OfficeServices: { path: '/office/services', layout: 'office' },
  /** Health partner, premium subscription partner, pulse, business-telecom, voice assistant. */
  OfficeService: { path: '/office/services/:service', layout: 'office', sample: { service: 'pulse' } },
  OfficeEducationPlatform: { path: '/office/education/platform', layout: 'office' },
  OfficeBeginnersGuide: { path: '/office/education/beginners-guide', layout: 'office' },
  OfficeSiteVideoReview: { path: '/office/education/site-video-review', layout: 'office' },
  OfficePromo: { path: '/office/promo', layout: 'office' },
  OfficePromoPage: { path: '/office/promo/:page', layout: 'office', sample: { page: 'summer' } },
  /** Fixed sections: standards-and-rules, green-priority, eco-club, marketing-plan. */
  OfficeWikiSection: { path: '/office/wiki/:section', layout: 'office', sample: { section: 'marketing-plan' } },
  OfficeAgreementRestore: { path: '/office/agreement/restore', layout: 'office' },
  MailConversation: { path: '/office/mail/:conversationId/', layout: 'office', sample: { conversationId: '1' } },
  OfficeEcoAchievements: { path: '/office/eco-achievements', layout: 'office' },
  OfficeEcoProjects: { path: '/office/eco-achievements/projects', layout: 'office' },
  OfficeAchievements: { path: '/office/achievements', layout: 'office' },
  OfficeSection: { path: '/office/:section', layout: 'office', sample: { section: 'business' } },
  OfficeSubsection: {
    path: '/office/:section/:subsection',
    layout: 'office',
    sample: { section: 'business', subsection: 'clients' },
  },
  /** Spec 1 §2: unknown paths show a 404 error page. */
  NotFound: {
    path: '*',
    layout: 'corporate',
    page: () => import('../features/errors/not-found-page').then((m) => m.NotFoundPage),
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routes;

/** What a crawler needs to visit one registered route. */
export interface CrawlTarget {
  name: RouteName;
  /** The route's pattern, as registered. */
  path: string;
  layout: LayoutName;
  /** A visitable URL: parameters filled from `sample`, plus `sampleQuery`. */
  url: string;
}

/** Fills `:name` segments; an optional one (`:name?`) without a value is left out with its slash. */
const fillPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`${path}: no sample for :${name}`);
    }
    return `/${encodeURIComponent(value)}`;
  });

/**
 * Every registered route (one with a page) as a crawler visits it: the browser suite walks this
 * list. The 404 catch-all is left out; it is every path that is not here.
 */
export const crawlTargets = (): CrawlTarget[] =>
  (Object.entries(routes) as [RouteName, RouteEntry][])
    .filter(([, entry]) => entry.page && entry.path !== '*')
    .map(([name, entry]) => {
      const path = fillPath(entry.path, entry.sample);
      return {
        name,
        path: entry.path,
        layout: entry.layout,
        url: entry.sampleQuery ? `${path}?${entry.sampleQuery}` : path,
      };
    });

/** A link to any named route: its parameters filled in (react-router's own syntax, `:name`). */
export const hrefTo = (name: RouteName, params?: Readonly<Record<string, string>>, query?: string): string => {
  const path = fillPath(routes[name].path, params);
  return query ? `${path}?${query}` : path;
};
