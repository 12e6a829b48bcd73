import { page } from '../page-route';

/**
 * Office content (spec 1 §2 /office/achievements, /eco-achievements[/projects], /promo[/{page}],
 * /office/orders/meditations; spec 2 §2 "Audio, promo, links, achievements").
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
];
