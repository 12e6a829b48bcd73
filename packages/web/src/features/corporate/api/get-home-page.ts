import type { components } from '@gf/contracts/generated/bff';
import { $api } from '../../../api/client';

export type HomePageData = components['schemas']['HomePageReply'];
export type HomeScene = components['schemas']['HomeScene'];
export type HomeProduct = components['schemas']['HomeProduct'];

/** GET /bff/v1/pages/home: scenes, banners, products, latest news and contacts in one call. */
export const homePageQueryOptions = () => $api.queryOptions('get', '/bff/v1/pages/home');

export const useHomePage = () => $api.useQuery('get', '/bff/v1/pages/home');
