import { authOperations } from './auth.js';
import { cartOperations } from './cart.js';
import { catalogueOperations } from './catalogue.js';
import { clickOperations } from './click.js';
import { contentOperations } from './content.js';
import { deliveryOperations } from './delivery.js';
import { eventsOperations } from './events.js';
import { financeOperations } from './finance.js';
import { geoOperations } from './geo.js';
import { mailOperations } from './mail.js';
import { officeOperations } from './office.js';
import { officeOrdersOperations } from './office-orders.js';
import { openEntryOperations } from './open-entry.js';
import { ordersOperations } from './orders.js';
import { paymentOperations } from './payment.js';
import { payoutsOperations } from './payouts.js';
import { productsOperations } from './products.js';
import { profileOperations } from './profile.js';
import { ratingsOperations } from './ratings.js';
import { registrationOperations } from './registration.js';
import { statementsOperations } from './statements.js';
import { teamOperations } from './team.js';
import { ticketsOperations } from './tickets.js';

/** Every call of the company API (spec 1 §7 and spec 2 §7), keyed by operation id. */
export const upstreamOperations = {
  ...authOperations,
  ...clickOperations,
  ...contentOperations,
  ...catalogueOperations,
  ...productsOperations,
  ...registrationOperations,
  ...openEntryOperations,
  ...cartOperations,
  ...deliveryOperations,
  ...ordersOperations,
  ...paymentOperations,
  ...geoOperations,
  ...officeOperations,
  ...teamOperations,
  ...financeOperations,
  ...officeOrdersOperations,
  ...payoutsOperations,
  ...statementsOperations,
  ...ratingsOperations,
  ...eventsOperations,
  ...ticketsOperations,
  ...mailOperations,
  ...profileOperations,
} as const;

export type UpstreamOperations = typeof upstreamOperations;
export type OperationId = keyof UpstreamOperations;
