import { favouritesHandlers } from './favourites-handlers.js';
import { installmentHandlers } from './installments.js';
import { productSetHandlers } from './product-set-handlers.js';
import { referralHandlers } from './referral-handlers.js';
import { reviewsHandlers } from './reviews-handlers.js';

/** Spec 2 §7 "Products": favourites, reviews, instalments, referral QR codes and sets. */
export const productsHandlers = {
  ...favouritesHandlers,
  ...reviewsHandlers,
  ...installmentHandlers,
  ...referralHandlers,
  ...productSetHandlers,
};
