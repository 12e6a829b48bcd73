import { useSyncExternalStore } from 'react';
import { type CartNotice, cartStore } from './cart-store';
import type { CartContext, LocalCart, StockMark } from './local-cart';

/** The parts of the browser's cart a page renders, each re-rendering it when the store changes. */

export const useCart = (): LocalCart => useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.get);
export const useCartNotice = (): CartNotice | null =>
  useSyncExternalStore(cartStore.subscribe, cartStore.notice, cartStore.notice);
export const useStockMarks = (): Record<number, StockMark> =>
  useSyncExternalStore(cartStore.subscribe, cartStore.marks, cartStore.marks);
export const usePreorderCodes = (): string[] =>
  useSyncExternalStore(cartStore.subscribe, cartStore.preorderCodes, cartStore.preorderCodes);
export const useCartContext = (): CartContext =>
  useSyncExternalStore(cartStore.subscribe, cartStore.context, cartStore.context);
