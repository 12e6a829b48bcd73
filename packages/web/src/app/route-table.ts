import { fillPath, paths, type RouteName } from '../config/paths';
import type { LayoutName, PageRoute } from './page-route';
import { authPages } from './routes/auth';
import { cartPages } from './routes/cart';
import { checkoutPages } from './routes/checkout';
import { corporatePages } from './routes/corporate';
import { errorsPages } from './routes/errors';
import { legalPages } from './routes/legal';
import { officeApplicationsPages } from './routes/office-applications';
import { officeContentPages } from './routes/office-content';
import { officeEventsPages } from './routes/office-events';
import { officeFinancePages } from './routes/office-finance';
import { officeHomePages } from './routes/office-home';
import { officeMailPages } from './routes/office-mail';
import { officeOrdersPages } from './routes/office-orders';
import { officePayoutsPages } from './routes/office-payouts';
import { officePeoplePages } from './routes/office-people';
import { officeProfilePages } from './routes/office-profile';
import { officeRatingsPages } from './routes/office-ratings';
import { officeServicesPages } from './routes/office-services';
import { officeStatementsPages } from './routes/office-statements';
import { officeTeamPages } from './routes/office-team';
import { officeTicketsPages } from './routes/office-tickets';
import { openEntryPages } from './routes/open-entry';
import { shopPages } from './routes/shop';

/**
 * Every page of the product, area by area. A route of `config/paths` without a page here is named
 * (links can be built) but not registered: its path shows the 404 page until its page exists.
 */
export const pageRoutes: readonly PageRoute[] = [
  ...corporatePages,
  ...legalPages,
  ...shopPages,
  ...cartPages,
  ...checkoutPages,
  ...authPages,
  ...openEntryPages,
  ...officeOrdersPages,
  ...officeMailPages,
  ...officeHomePages,
  ...officeTeamPages,
  ...officeStatementsPages,
  ...officeEventsPages,
  ...officeTicketsPages,
  ...officeApplicationsPages,
  ...officeRatingsPages,
  ...officeContentPages,
  ...officeServicesPages,
  ...officeFinancePages,
  ...officePayoutsPages,
  ...officePeoplePages,
  ...officeProfilePages,
  // The catch-all comes last.
  ...errorsPages,
];

const registered = new Set(pageRoutes.map((route) => route.name));

export const isRegistered = (name: RouteName): boolean => registered.has(name);

/** What a crawler needs to visit one registered route. */
export interface CrawlTarget {
  name: RouteName;
  /** The route's pattern, as registered. */
  path: string;
  layout: LayoutName;
  /** A visitable URL: parameters filled from the path's sample, plus its sample query. */
  url: string;
}

/**
 * Every registered route as a crawler visits it: the browser suite walks this list. The 404
 * catch-all is left out; it is every path that is not here.
 */
export const crawlTargets = (): CrawlTarget[] =>
  pageRoutes
    .filter((route) => paths[route.name].path !== '*')
    .map(({ name, layout }) => {
      const entry: { path: string; sample?: Record<string, string>; sampleQuery?: string } = paths[name];
      const path = fillPath(entry.path, entry.sample);
      return { name, path: entry.path, layout, url: entry.sampleQuery ? `${path}?${entry.sampleQuery}` : path };
    });
