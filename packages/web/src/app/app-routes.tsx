import { isOfficePage } from '@gf/contracts/rules/office-access';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { Outlet, type RouteObject, useNavigate } from 'react-router-dom';
import { readEnvelope } from '../api/envelope';
import { paths } from '../config/paths';
import { onAuthEvent } from '../features/auth/auth-events';
import { SpectatorBanner } from '../features/auth/components/spectator-banner';
import { ServerProblemsBanner } from '../features/errors/server-problems-banner';
import { OfficePageGate } from '../features/office/access/office-page-gate';
import { useTranslation } from '../i18n/use-translation';
import { RegisteredRoutes } from '../lib/registered-routes';
import { type LiveRouterState, ModalsProvider } from '../modals/modals-context';
import { Spinner } from '../ui/spinner';
import { Widgets } from '../widgets/widgets';
import { CookieConsent } from './cookie-consent';
import { useEntryClick } from './entry-click';
import { onFailure } from './failure-bus';
import { envelopeAction } from './follow-envelope';
import { CorporateLayout } from './layouts/corporate-layout';
import { ExternalAuthLayout, LightLayout } from './layouts/light-layout';
import { OfficeLayout } from './layouts/office-layout';
import { ShopLayout } from './layouts/shop-layout';
import { modalRegistry } from './modal-registry';
import type { LayoutName, PageRoute } from './page-route';
import { RouteError } from './route-error';
import { isRegistered, pageRoutes } from './route-table';
import { useScrollToTop } from './use-scroll-to-top';
import { Vitals } from './vitals/vitals';

/** Spec 1 §2: the five layouts. */
const LAYOUTS: Record<LayoutName, ComponentType> = {
  corporate: CorporateLayout,
  shop: ShopLayout,
  office: OfficeLayout,
  light: LightLayout,
  'external-auth': ExternalAuthLayout,
};

/** How a page's code (and its text) is brought in: by download in the browser, from memory on the server. */
export type LoadPage = (entry: PageRoute) => Promise<ComponentType>;

const buildRoutes = (load: LoadPage, entries: readonly PageRoute[]): RouteObject[] => {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const entry of entries) {
    const { name } = entry;
    const route: RouteObject = {
      // The route's name is its id: the server render tells the page it rendered by it.
      id: name,
      path: paths[name].path,
      lazy: async () => {
        const Page = await load(entry);
        // Office pages open only to whom the access table lets in; others are told why (issue 24).
        return { Component: isOfficePage(name) ? () => <OfficePageGate name={name} Page={Page} /> : Page };
      },
    };
    byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), route]);
  }
  return [...byLayout].map(([layout, children]) => ({ Component: LAYOUTS[layout], children }));
};

/**
 * Follows the gateway's error envelope for every failed call (see `envelopeAction`): navigates
 * to the named route, or raises the server-problems banner, which stays until dismissed or the
 * next page.
 */
const useFollowEnvelope = (): [boolean, () => void] => {
  const navigate = useNavigate();
  const [serverProblems, setServerProblems] = useState(false);
  useEffect(
    () =>
      onFailure((error) => {
        const action = envelopeAction(readEnvelope(error), window.location);
        if (action.kind === 'banner') setServerProblems(true);
        if (action.kind === 'navigate') navigate(action.to, { replace: true });
      }),
    [navigate],
  );
  return [serverProblems, () => setServerProblems(false)];
};

/** Spec 1 §4: after a spectator's logout event everything personal is loaded again, as the manager. */
const useAuthEvents = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => onAuthEvent('logout', () => void queryClient.invalidateQueries()), [queryClient]);
};

/** Inside the router, so modals may link and navigate. */
const Root = ({ live }: { live: LiveRouterState }) => {
  useScrollToTop();
  useAuthEvents();
  useEntryClick();
  const [serverProblems, dismiss] = useFollowEnvelope();
  return (
    <RegisteredRoutes.Provider value={isRegistered}>
      <ModalsProvider live={live} registry={modalRegistry}>
        <Outlet />
        <SpectatorBanner />
        <ServerProblemsBanner visible={serverProblems} onDismiss={dismiss} />
        <CookieConsent />
        <Widgets />
        <Vitals />
      </ModalsProvider>
    </RegisteredRoutes.Provider>
  );
};

const LoadingPage = () => {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} fullPage />;
};

/**
 * The whole route tree, the same for the browser's router and the server's static handler (so
 * the server's HTML and the browser's first render are one tree). The server builds it for the
 * one page it renders (`entries`): the tree above the page is the same, and matching an address
 * against one route is cheaper than against every route, render after render.
 */
export const createAppRoutes = (
  live: LiveRouterState,
  load: LoadPage,
  entries: readonly PageRoute[] = pageRoutes,
): RouteObject[] => [
  {
    element: <Root live={live} />,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingPage,
    children: buildRoutes(load, entries),
  },
];
