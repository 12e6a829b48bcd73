import { authHandlers } from './auth/auth-handlers.js';
import { cartHandlers } from './cart/cart-handlers.js';
import { catalogueHandlers } from './catalogue/catalogue-handlers.js';
import { productListsHandlers } from './catalogue/product-lists-handlers.js';
import { clickHandlers } from './click/click-handlers.js';
import { contentHandlers } from './content/content-handlers.js';
import { deliveryHandlers } from './delivery/delivery-handlers.js';
import { eventHandlers } from './events/event-handlers.js';
import { financeHandlers } from './finance/finance-handlers.js';
import { geoHandlers } from './geo/geo-handlers.js';
import type { Handlers } from './handler.js';
import { mailHandlers } from './mail/mail-handlers.js';
import { dashboardHandlers } from './office/dashboard-handlers.js';
import { serviceHandlers } from './office/service-handlers.js';
import { officeOrderHandlers } from './office-orders/office-order-handlers.js';
import { openEntryHandlers } from './open-entry/open-entry-handlers.js';
import { orderHandlers } from './orders/order-handlers.js';
import { paymentHandlers } from './payment/payment-handlers.js';
import { payoutAbroadHandlers } from './payouts/payout-abroad-handlers.js';
import { payoutCompanyHandlers } from './payouts/payout-company-handlers.js';
import { payoutHandlers } from './payouts/payout-handlers.js';
import { productsHandlers } from './products/products-handlers.js';
import { profileHandlers } from './profile/profile-handlers.js';
import { ratingHandlers } from './ratings/rating-handlers.js';
import { registrationHandlers } from './registration/registration-handlers.js';
import { searchHandlers } from './search/search-handlers.js';
import { remunerationHandlers } from './statements/remuneration.js';
import { statementExportHandlers } from './statements/statement-export-handlers.js';
import { statementHandlers } from './statements/statement-handlers.js';
import { peopleHandlers } from './team/people-handlers.js';
import { teamHandlers } from './team/team-handlers.js';
import { ticketHandlers } from './tickets/ticket-handlers.js';

/** Every area's handlers, keyed by operation id of the upstream contract. */
export const handlers: Handlers = {
  ...authHandlers,
  ...registrationHandlers,
  ...openEntryHandlers,
  ...cartHandlers,
  ...deliveryHandlers,
  ...geoHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...dashboardHandlers,
  ...serviceHandlers,
  ...teamHandlers,
  ...peopleHandlers,
  ...financeHandlers,
  ...officeOrderHandlers,
  ...payoutHandlers,
  ...payoutCompanyHandlers,
  ...payoutAbroadHandlers,
  ...statementHandlers,
  ...statementExportHandlers,
  ...remunerationHandlers,
  ...ratingHandlers,
  ...clickHandlers,
  ...contentHandlers,
  ...catalogueHandlers,
  ...productListsHandlers,
  ...searchHandlers,
  ...productsHandlers,
  ...eventHandlers,
  ...mailHandlers,
  ...profileHandlers,
  ...ticketHandlers,
};
