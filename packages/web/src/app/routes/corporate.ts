import { page } from '../page-route';

/** The corporate site (spec 1 §2 "Corporate"). */
export const corporatePages = [
  page('Home', 'corporate', () => import('../../features/corporate/home-page').then((m) => m.HomePage), [
    'home',
    'corporate',
  ]),
  page('Company', 'corporate', () => import('../../features/corporate/company-page').then((m) => m.CompanyPage), [
    'corporate',
  ]),
  page('News', 'corporate', () => import('../../features/corporate/news-page').then((m) => m.NewsPage), [
    'corporate',
    'news',
  ]),
  page('Geography', 'corporate', () => import('../../features/corporate/geography-page').then((m) => m.GeographyPage), [
    'corporate',
  ]),
  page(
    'GeographyMarkets',
    'corporate',
    () => import('../../features/corporate/geography-page').then((m) => m.MarketsPage),
    ['corporate'],
  ),
  page(
    'Opportunities',
    'corporate',
    () => import('../../features/corporate/opportunities-page').then((m) => m.OpportunitiesPage),
    ['corporate', 'named-modals'],
  ),
  page('Eco', 'corporate', () => import('../../features/corporate/eco-page').then((m) => m.EcoPage), ['corporate']),
  page(
    'Production',
    'corporate',
    () => import('../../features/corporate/production-page').then((m) => m.ProductionPage),
    ['corporate'],
  ),
  page(
    'SearchResults',
    'corporate',
    () => import('../../features/corporate/search-results-page').then((m) => m.SearchResultsPage),
    ['corporate', 'news'],
  ),
  page(
    'Maintenance',
    'light',
    () => import('../../features/corporate/maintenance-page').then((m) => m.MaintenancePage),
    ['corporate'],
  ),
];
