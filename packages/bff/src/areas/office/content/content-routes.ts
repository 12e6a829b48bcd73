import {
  AchievementsReply,
  EcoAchievementsReply,
  EcoProjectsReply,
  PromoListReply,
  PromoPageParams,
  PromoPageReply,
} from '@gf/contracts/gateway/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';

/**
 * Office content (spec 1 §2 /office/achievements, /eco-achievements[/projects], /promo[/{page}];
 * spec 2 §2 "Audio, promo, links, achievements, service pages", §7 office reads): page-shaped reads,
 * a page's upstream reads in parallel.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/achievements',
    {
      config: { access: 'signedIn', page: 'OfficeAchievements' },
      schema: {
        tags: ['content'],
        summary: 'The user’s achievements: received ones first (newest first), then those still ahead',
        response: { 200: AchievementsReply },
      },
    },
    async (request) => {
      const { achievements } = await calls.call(request, 'achievementsMine', {});
      const received = achievements
        .filter((a) => a.received_at !== null)
        .sort((a, b) => Date.parse(b.received_at ?? '') - Date.parse(a.received_at ?? ''));
      const ahead = achievements.filter((a) => a.received_at === null);
      return { received: received.length, achievements: [...received, ...ahead] };
    },
  );

  app.get(
    '/eco-achievements',
    {
      config: { access: 'signedIn', page: 'OfficeEcoAchievements' },
      schema: {
        tags: ['content'],
        summary: 'The user’s eco figures and the company’s totals (eco-achievements-stats and /eco-achievements/)',
        response: { 200: EcoAchievementsReply },
      },
    },
    async (request) => {
      const [mine, company] = await Promise.all([
        calls.call(request, 'achievementsEcoStats', {}),
        calls.call(request, 'achievementsEco', {}),
      ]);
      return { mine: mine.stats, company: company.stats };
    },
  );

  app.get(
    '/eco-achievements/projects',
    {
      config: { access: 'signedIn', page: 'OfficeEcoProjects' },
      schema: {
        tags: ['content'],
        summary: 'The company’s eco projects with their figures',
        response: { 200: EcoProjectsReply },
      },
    },
    async (request) => ({ projects: (await calls.call(request, 'achievementsEco', {})).projects }),
  );

  app.get(
    '/promo',
    {
      config: { access: 'signedIn', page: 'OfficePromo' },
      schema: {
        tags: ['content'],
        summary: 'The current promos, newest first, and the GreenJack promotion when it runs',
        response: { 200: PromoListReply },
      },
    },
    async (request) => {
      const [{ promos }, greenjack] = await Promise.all([
        calls.call(request, 'officePromo', {}),
        calls.call(request, 'officeGreenJack', {}),
      ]);
      return {
        promos: promos
          .map(({ content: _content, ...promo }) => promo)
          .sort((a, b) => (b.date_from ?? '').localeCompare(a.date_from ?? '')),
        greenjack: greenjack.is_active ? greenjack : null,
      };
    },
  );

  app.get(
    '/promo/:page',
    {
      config: { access: 'signedIn', page: 'OfficePromoPage' },
      schema: {
        tags: ['content'],
        summary: 'One promo page by its name; 404 when no current promo has it',
        params: PromoPageParams,
        response: { 200: PromoPageReply },
      },
    },
    async (request) => {
      const { promos } = await calls.call(request, 'officePromo', {});
      const promo = promos.find((p) => p.page === request.params.page);
      if (!promo) throw new GatewayError({ status: 404, code: 'promo_not_found', message: 'There is no such promo' });
      return promo;
    },
  );
};
