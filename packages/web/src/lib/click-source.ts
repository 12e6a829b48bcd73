import { CLICK_TYPES } from '../config/constants';

export type ClickType = (typeof CLICK_TYPES)[keyof typeof CLICK_TYPES];

/**
 * Where a visit came from, by its entry link (spec 1 §3 click record types, spec 2 §2 "a query
 * carrying gw or dc"): `gw` marks a link opened from the company's mobile app, `dc` one from a
 * catalogue: `dc=print` the printed catalogue (its QR codes), `dc=mobile` the catalogue on a
 * phone; any other `dc` the online catalogue. The value names the place the link was in.
 */
export const entryClick = (search: string): { type: ClickType; place: string } | null => {
  const query = new URLSearchParams(search);
  const app = query.get('gw');
  if (app) return { type: CLICK_TYPES.mobileApp, place: app };
  const catalogue = query.get('dc');
  if (!catalogue) return null;
  if (catalogue === 'print') return { type: CLICK_TYPES.printCatalogue, place: catalogue };
  if (catalogue === 'mobile') return { type: CLICK_TYPES.mobileCatalogue, place: catalogue };
  return { type: CLICK_TYPES.catalogue, place: catalogue };
};

/** The visit's click type, kept for the tab's life: cart clicks made later count where the visit began. */
const VISIT_KEY = 'gf_click_type';

export const rememberVisitType = (type: ClickType): void => {
  sessionStorage.setItem(VISIT_KEY, String(type));
};

export const visitClickType = (): ClickType => {
  const stored = Number(sessionStorage.getItem(VISIT_KEY));
  return (Object.values(CLICK_TYPES) as number[]).includes(stored) ? (stored as ClickType) : CLICK_TYPES.catalogue;
};
