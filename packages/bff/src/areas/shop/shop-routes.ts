import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue-routes.js';
import { clickRoutes } from './click-routes.js';
import { favouriteRoutes } from './favourite-routes.js';
import { productRoutes } from './product-routes.js';
import { surveyRoutes } from './survey-routes.js';

/** The shop area (issue 7): catalogue, product, favourites and sets, the survey and click logging. */
export const shopRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(productRoutes);
  await app.register(favouriteRoutes);
  await app.register(surveyRoutes);
  await app.register(clickRoutes);
};
