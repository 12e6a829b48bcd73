import { page } from '../page-route';

const wiki = () => import('../../features/office/content/wiki-page');
const education = () => import('../../features/office/content/education-page');
const documents = () => import('../../features/office/content/documents-page');

/**
 * Office content (spec 1 §2 /office/achievements, /eco-achievements[/projects], /promo[/{page}],
 * /office/orders/meditations, /office/wiki/{section}, /office/education/…, the sections of
 * /office/specifications and /office/materials; spec 2 §2 "Audio, promo, links, achievements").
 */
export const officeContentPages = [
  page(
    'OfficeAchievements',
    'office',
    () => import('../../features/office/content/achievements-page').then((m) => m.AchievementsPage),
    ['content'],
  ),
  page(
    'OfficeEcoAchievements',
    'office',
    () => import('../../features/office/content/eco-achievements-page').then((m) => m.EcoAchievementsPage),
    ['content'],
  ),
  page(
    'OfficeEcoProjects',
    'office',
    () => import('../../features/office/content/eco-projects-page').then((m) => m.EcoProjectsPage),
    ['content'],
  ),
  page('OfficePromo', 'office', () => import('../../features/office/content/promo-page').then((m) => m.PromoPage), [
    'content',
  ]),
  page(
    'OfficePromoPage',
    'office',
    () => import('../../features/office/content/promo-detail-page').then((m) => m.PromoDetailPage),
    ['content'],
  ),
  page(
    'OfficeOrdersMeditations',
    'office',
    () => import('../../features/office/content/meditations-page').then((m) => m.MeditationsPage),
    ['content'],
  ),
  page('OfficeWikiSection', 'office', () => wiki().then((m) => m.WikiPage), ['content']),
  page('OfficeEducationPlatform', 'office', () => education().then((m) => m.EducationPlatformPage), ['content']),
  page('OfficeBeginnersGuide', 'office', () => education().then((m) => m.BeginnersGuidePage), ['content']),
  page('OfficeSiteVideoReview', 'office', () => education().then((m) => m.SiteVideoReviewPage), ['content']),
  page('OfficeSpecificationsSection', 'office', () => documents().then((m) => m.SpecificationsSectionPage), [
    'content',
  ]),
  page('OfficeMaterialsSection', 'office', () => documents().then((m) => m.MaterialsSectionPage), ['content']),
];
