import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * The parameters of the page a modal is opened over, when that page is `name` (null elsewhere).
 * A modal that belongs to one page (an order's document, a product's instalment request) reads
 * its subject from the address, so it opens from a link or a reload as from its button.
 */
export const usePageParams = (name: keyof typeof paths): Readonly<Record<string, string | undefined>> | null => {
  const { pathname } = useLocation();
  return matchPath(paths[name].path, pathname)?.params ?? null;
};
