import { authSamples } from './auth/auth-samples.js';
import { cartSamples } from './cart/cart-samples.js';
import { catalogueSamples } from './catalogue/catalogue-samples.js';
import { clickSamples } from './click/click-samples.js';
import { contentSamples } from './content/content-samples.js';
import { deliverySamples } from './delivery/delivery-samples.js';
import { eventSamples } from './events/event-samples.js';
import { financeSamples } from './finance/finance-samples.js';
import { geoSamples } from './geo/geo-samples.js';
import { mailSamples } from './mail/mail-samples.js';
import { officeSamples } from './office/office-samples.js';
import { officeOrderSamples } from './office-orders/office-order-samples.js';
import { openEntrySamples } from './open-entry/open-entry-samples.js';
import { orderSamples } from './orders/order-samples.js';
import { paymentSamples } from './payment/payment-samples.js';
import { payoutSamples } from './payouts/payout-samples.js';
import { productsSamples } from './products/products-samples.js';
import { profileSamples } from './profile/profile-samples.js';
import { ratingSamples } from './ratings/rating-samples.js';
import { registrationSamples } from './registration/registration-samples.js';
import type { Sample } from './sample.js';
import { searchSamples } from './search/search-samples.js';
import { statementSamples } from './statements/statement-samples.js';
import { teamSamples } from './team/team-samples.js';
import { ticketSamples } from './tickets/ticket-samples.js';

/** Every area's samples; the contract-coverage test runs them all. */
export const samples: Sample[] = [
  ...authSamples,
  ...registrationSamples,
  ...openEntrySamples,
  ...cartSamples,
  ...deliverySamples,
  ...geoSamples,
  ...orderSamples,
  ...paymentSamples,
  ...officeSamples,
  ...teamSamples,
  ...financeSamples,
  ...officeOrderSamples,
  ...payoutSamples,
  ...statementSamples,
  ...ratingSamples,
  ...clickSamples,
  ...contentSamples,
  ...catalogueSamples,
  ...searchSamples,
  ...productsSamples,
  ...eventSamples,
  ...mailSamples,
  ...profileSamples,
  ...ticketSamples,
];
