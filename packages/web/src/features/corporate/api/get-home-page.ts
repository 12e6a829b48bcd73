import type { components } from '@gf/contracts/generated/bff';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';

export type HomePageData = components['schemas']['HomePageReply'];
export type HomeScene = components['schemas']['HomeScene'];
export type HomeProduct = components['schemas']['HomeProduct'];

/** GET /bff/v1/pages/home: scenes, banners, products, latest news and contacts in one call. */
export const homePageRead = () => pageRead('/bff/v1/pages/home', {});

export const useHomePage = () => {
  const read = homePageRead();
  return $api.useQuery('get', read.path, read.init);
};
