import { companyPageRead } from '../../features/corporate/api/get-company-page';
import { ecoPageRead } from '../../features/corporate/api/get-eco-page';
import { geographyPageRead } from '../../features/corporate/api/get-geography-page';
import { homePageRead } from '../../features/corporate/api/get-home-page';
import { marketsPageRead } from '../../features/corporate/api/get-markets-page';
import { type NewsPageReply, newsPagesRead } from '../../features/corporate/api/get-news-page';
import { newsYearsRead } from '../../features/corporate/api/get-news-years';
import { opportunitiesPageRead } from '../../features/corporate/api/get-opportunities-page';
import { productionPageRead } from '../../features/corporate/api/get-production-page';
import { siteSearchRead } from '../../features/corporate/api/get-site-search';
import { newsCorrection, newsParams } from '../../features/corporate/news/news-query';
import { searchParams } from '../../lib/search-query';
import { fixedPage, page, serverPage } from '../page-route';

const news = serverPage({
  query: newsParams,
  reads: ({ query }) => [newsPagesRead({ tags: query.tags ?? [], year: query.year ?? null }), newsYearsRead()],
  correct: ([first, years], { query }) => {
    const corrected = newsCorrection(first as NewsPageReply, (years as { years: number[] }).years, {
      tags: query.tags ?? [],
      year: query.year ?? null,
    });
    return (
      corrected && {
        query: { tags: corrected.tags.length ? corrected.tags : undefined, year: corrected.year ?? undefined },
      }
    );
  },
});

const search = serverPage({
  query: searchParams,
  reads: ({ query }) => (query.q ? [siteSearchRead(query.q)] : []),
});

/** The corporate site (spec 1 §2 "Corporate"). */
export const corporatePages = [
  page(
    'Home',
    'corporate',
    () => import('../../features/corporate/home-page').then((m) => m.HomePage),
    ['home', 'corporate'],
    fixedPage(homePageRead),
  ),
  page(
    'Company',
    'corporate',
    () => import('../../features/corporate/company-page').then((m) => m.CompanyPage),
    ['corporate'],
    fixedPage(companyPageRead),
  ),
  page(
    'News',
    'corporate',
    () => import('../../features/corporate/news-page').then((m) => m.NewsPage),
    ['corporate', 'news'],
    news,
  ),
  page(
    'Geography',
    'corporate',
    () => import('../../features/corporate/geography-page').then((m) => m.GeographyPage),
    ['corporate'],
    fixedPage(geographyPageRead),
  ),
  page(
    'GeographyMarkets',
    'corporate',
    () => import('../../features/corporate/geography-page').then((m) => m.MarketsPage),
    ['corporate'],
    fixedPage(marketsPageRead),
  ),
  page(
    'Opportunities',
    'corporate',
    () => import('../../features/corporate/opportunities-page').then((m) => m.OpportunitiesPage),
    ['corporate', 'named-modals'],
    fixedPage(opportunitiesPageRead),
  ),
  page(
    'Eco',
    'corporate',
    () => import('../../features/corporate/eco-page').then((m) => m.EcoPage),
    ['corporate'],
    fixedPage(ecoPageRead),
  ),
  page(
    'Production',
    'corporate',
    () => import('../../features/corporate/production-page').then((m) => m.ProductionPage),
    ['corporate'],
    fixedPage(productionPageRead),
  ),
  page(
    'SearchResults',
    'corporate',
    () => import('../../features/corporate/search-results-page').then((m) => m.SearchResultsPage),
    ['corporate', 'news'],
    search,
  ),
  page(
    'Maintenance',
    'light',
    () => import('../../features/corporate/maintenance-page').then((m) => m.MaintenancePage),
    ['corporate'],
  ),
];
