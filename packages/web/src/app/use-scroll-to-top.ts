import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MODAL_QUERY_PARAM } from '../config/constants';

/** The page an address shows: its path and query without the modal parameter (a modal is not a page). */
export const pageOf = (pathname: string, search: string): string => {
  const params = new URLSearchParams(search);
  params.delete(MODAL_QUERY_PARAM);
  return `${pathname}?${params.toString()}`;
};

/**
 * Spec 1 §2: every navigation starts at the top of the page and of the shop wrapper, including
 * back and forward. The shop wrapper scrolls with the document (issue 32 item 2), so the window's
 * scroll is both. Opening or closing a modal is not a navigation, and a link to an anchor
 * (`#section`) is the exception: the browser scrolls to it.
 */
export const useScrollToTop = (): void => {
  const { hash, pathname, search } = useLocation();
  const page = pageOf(pathname, search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (back and forward included) is the trigger.
  useLayoutEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page, hash]);
};
