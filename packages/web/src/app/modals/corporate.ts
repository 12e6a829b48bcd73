import { modal } from '../../modals/modal-definition';

export const corporateModals = {
  join: modal(() => import('../../features/corporate/join/join-modal').then((m) => m.JoinModal), {
    namespaces: ['named-modals'],
  }),
  news: modal(() => import('../../features/corporate/news/news-modal').then((m) => m.NewsModal), {
    namespaces: ['news', 'corporate'],
    needsProps: true,
  }),
  search: modal(() => import('../../features/corporate/search/search-modal').then((m) => m.SearchModal), {
    namespaces: ['corporate'],
  }),
};
