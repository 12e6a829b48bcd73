import { authModals } from './modals/auth';
import { cartModals } from './modals/cart';
import { checkoutModals } from './modals/checkout';
import { corporateModals } from './modals/corporate';
import { officeApplicationsModals } from './modals/office-applications';
import { officeContentModals } from './modals/office-content';
import { officeFinanceModals } from './modals/office-finance';
import { officeMailModals } from './modals/office-mail';
import { officeOrdersModals } from './modals/office-orders';
import { officePayoutsModals } from './modals/office-payouts';
import { officeRatingsModals } from './modals/office-ratings';
import { officeServicesModals } from './modals/office-services';
import { officeTeamModals } from './modals/office-team';
import { officeTicketsModals } from './modals/office-tickets';
import { openEntryModals } from './modals/open-entry';
import { sharedModals } from './modals/shared';
import { shopModals } from './modals/shop';

/**
 * Spec 1 §2: modals are opened by name. One line per modal; the name is the spec's, the
 * component is downloaded on first opening with the text namespaces it lists. A modal that needs
 * props from its opener says so (`needsProps`), and its props type comes from the component.
 */
export const modalRegistry = {
  ...cartModals,
  ...checkoutModals,
  ...officeMailModals,
  ...officeOrdersModals,
  ...officeTicketsModals,
  ...officeApplicationsModals,
  ...officeRatingsModals,
  ...officeContentModals,
  ...officeServicesModals,
  ...officeTeamModals,
  ...officeFinanceModals,
  ...officePayoutsModals,
  ...openEntryModals,
  ...sharedModals,
  ...corporateModals,
  ...authModals,
  ...shopModals,
};

type Registered = typeof modalRegistry;

declare module '../modals/modal-definition' {
  interface ModalRegistry extends Registered {}
}

export const isModalName = (name: string): name is keyof Registered => Object.hasOwn(modalRegistry, name);
