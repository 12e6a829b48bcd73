import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { logClick } from '../features/shop/api/log-click';
import { entryClick, rememberVisitType } from '../lib/click-source';

/**
 * Spec 1 §3, §7 click records: a link from the mobile app or a catalogue (gw / dc in its query)
 * is recorded once when it opens, with its type; the visit keeps the type for its cart clicks.
 */
export const useEntryClick = (): void => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const click = entryClick(search);
    if (!click) return;
    rememberVisitType(click.type);
    logClick(pathname, click.place, click.type);
  }, [pathname, search]);
};
