import { api } from '../../../api/client';
import { type ClickType, visitClickType } from '../../../lib/click-source';

/**
 * POST /bff/v1/shop/click (spec 1 §7). Spec 1 §8: click logging swallows its errors — a lost
 * click is never worth bothering the visitor, so nothing here throws or reports (the spec's one
 * allowed swallow; the gateway logs the failure). The type is where the visit came from unless given.
 */
export const logClick = (name: string, place: string, type: ClickType = visitClickType()): void => {
  api.POST('/bff/v1/shop/click', { body: { name, place, type } }).catch(() => undefined);
};

/** Spec 1 §8 "cart click logging": a product put in the cart, counted where the visit came from. */
export const logCartClick = (code: string): void => logClick(code, 'cart');
