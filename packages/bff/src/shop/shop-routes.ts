import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue-routes.js';
import { clickRoutes } from './click-routes.js';
import { favouriteRoutes } from './favourite-routes.js';
import { productRoutes } from './product-routes.js';
import { surveyRoutes } from './survey-routes.js';

export interface ShopRoutesOptions {
  /** Config UPSTREAM_URL and UPSTREAM_PREFIX: the QR PDF streams straight from there. */
  upstreamUrl: string;
  upstreamPrefix: string;
}

/** The shop area (issue 7): catalogue, product, favourites and sets, the survey and click logging. */
export const shopRoutes: FastifyPluginAsync<ShopRoutesOptions> = async (app, options) => {
  await app.register(catalogueRoutes);
  await app.register(productRoutes, options);
  await app.register(favouriteRoutes);
  await app.register(surveyRoutes);
  await app.register(clickRoutes);
};
