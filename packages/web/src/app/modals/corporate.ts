import { modal } from '../../modals/modal-definition';

export const corporateModals = {
  news: modal(() => import('../../features/corporate/news/news-modal').then((m) => m.NewsModal), {
    namespaces: ['news', 'corporate'],
    needsProps: true,
  }),
  search: modal(() => import('../../features/corporate/search/search-modal').then((m) => m.SearchModal), {
    namespaces: ['corporate'],
  }),
};
