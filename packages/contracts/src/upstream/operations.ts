import { authOperations } from './auth.js';
import { cartOperations } from './cart.js';
import { catalogueOperations } from './catalogue.js';
import { clickOperations } from './click.js';
import { contentOperations } from './content.js';
import { deliveryOperations } from './delivery.js';
import { eventOperations } from './event.js';
import { financeOperations } from './finance.js';
import { geoOperations } from './geo.js';
import { mailOperations } from './mail.js';
import { officeOperations } from './office.js';
import { officeOrderOperations } from './office-order.js';
import { openEntryOperations } from './open-entry.js';
import { orderOperations } from './order.js';
import { paymentOperations } from './payment.js';
import { payoutOperations } from './payout.js';
import { productsOperations } from './products.js';
import { profileOperations } from './profile.js';
import { ratingOperations } from './rating.js';
import { registrationOperations } from './registration.js';
import { statementOperations } from './statement.js';
import { teamOperations } from './team.js';
import { ticketOperations } from './ticket.js';

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
  ...orderOperations,
  ...paymentOperations,
  ...geoOperations,
  ...officeOperations,
  ...teamOperations,
  ...financeOperations,
  ...officeOrderOperations,
  ...payoutOperations,
  ...statementOperations,
  ...ratingOperations,
  ...eventOperations,
  ...ticketOperations,
  ...mailOperations,
  ...profileOperations,
} as const;

export type UpstreamOperations = typeof upstreamOperations;
export type OperationId = keyof UpstreamOperations;
