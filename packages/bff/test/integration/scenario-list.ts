import type { Scenario } from './scenario.js';
import { cartScenarios } from './scenarios/cart-scenarios.js';
import { checkoutScenarios } from './scenarios/checkout-scenarios.js';
import { domainScenarios } from './scenarios/domain-scenarios.js';
import { errorScenarios } from './scenarios/error-scenarios.js';
import { messengerScenarios } from './scenarios/messenger-scenarios.js';
import { officeHomeScenarios } from './scenarios/office-home-scenarios.js';
import { officeLibraryScenarios } from './scenarios/office-library-scenarios.js';
import { openEntryScenarios } from './scenarios/open-entry-scenarios.js';
import { ordersScenarios } from './scenarios/orders-scenarios.js';
import { pageScenarios } from './scenarios/page-scenarios.js';
import { refreshScenarios } from './scenarios/refresh-scenarios.js';
import { securityScenarios } from './scenarios/security-scenarios.js';
import { shopScenarios } from './scenarios/shop-scenarios.js';
import { signInScenarios } from './scenarios/sign-in-scenarios.js';
import { spectatorScenarios } from './scenarios/spectator-scenarios.js';
import { ticketsScenarios } from './scenarios/tickets-scenarios.js';

/**
 * Every integration scenario; each that calls the upstream has its recording `packages/bff/recordings/<name>.json`.
 * A later issue adds its area's scenarios in `scenarios/<area>-scenarios.ts`, lists them here and
 * runs `npm run record`.
 */
export const scenarios: Scenario[] = [
  ...signInScenarios,
  ...refreshScenarios,
  ...spectatorScenarios,
  ...openEntryScenarios,
  ...messengerScenarios,
  ...errorScenarios,
  ...securityScenarios,
  ...domainScenarios,
  ...pageScenarios,
  ...shopScenarios,
  ...cartScenarios,
  ...checkoutScenarios,
  ...ordersScenarios,
  ...ticketsScenarios,
  ...officeHomeScenarios,
  ...officeLibraryScenarios,
];

/** The scenarios that call the upstream, each with its recording (the others are marked `noUpstreamCall`). */
export const recordedScenarios: Scenario[] = scenarios.filter((s) => !s.noUpstreamCall);
