import { api } from '../../../api/client';
import { CLICK_TYPES } from '../../../config/constants';

export type ClickType = (typeof CLICK_TYPES)[keyof typeof CLICK_TYPES];

/**
 * POST /bff/v1/shop/click (spec 1 §7). Spec 1 §8: click logging swallows its errors — a lost
 * click is never worth bothering the visitor, so nothing here throws or reports.
 */
export const logClick = (name: string, place: string, type: ClickType = CLICK_TYPES.catalogue): void => {
  api.POST('/bff/v1/shop/click', { body: { name, place, type } }).catch(() => undefined);
};
