import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec 1 §2: every navigation starts at the top of the page, including back and forward. A link
 * to an anchor (`#section`) is the exception: the browser scrolls to it.
 */
export const useScrollToTop = (): void => {
  const { key, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is new on every navigation, which is the trigger.
  useLayoutEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key, hash]);
};
