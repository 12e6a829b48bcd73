import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, useNavigate } from 'react-router-dom';
import { readEnvelope } from '../api/envelope';
import { paths } from '../config/paths';
import { onAuthEvent } from '../features/auth/auth-events';
import { SpectatorBanner } from '../features/auth/components/spectator-banner';
import { ServerProblemsBanner } from '../features/errors/server-problems-banner';
import { loadNamespaces } from '../i18n/i18n';
import { RegisteredRoutes } from '../lib/registered-routes';
import { type LiveRouterState, ModalsProvider } from '../modals/modals-context';
import { Spinner } from '../ui/spinner';
import { Widgets } from '../widgets/widgets';
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

/** Spec 1 §2: the five layouts. */
const LAYOUTS: Record<LayoutName, ComponentType> = {
  corporate: CorporateLayout,
  shop: ShopLayout,
  office: OfficeLayout,
  light: LightLayout,
  'external-auth': ExternalAuthLayout,
};

const toRouteObject = (entry: PageRoute): RouteObject => ({
  path: paths[entry.name].path,
  // The page's code and its text arrive together, so it never renders with raw keys.
  lazy: async () => {
    const [Component] = await Promise.all([entry.page(), loadNamespaces(entry.namespaces)]);
    return { Component };
  },
});

const buildRoutes = (): RouteObject[] => {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const entry of pageRoutes) {
    byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), toRouteObject(entry)]);
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
  const [serverProblems, dismiss] = useFollowEnvelope();
  return (
    <RegisteredRoutes.Provider value={isRegistered}>
      <ModalsProvider live={live} registry={modalRegistry}>
        <Outlet />
        <SpectatorBanner />
        <ServerProblemsBanner visible={serverProblems} onDismiss={dismiss} />
        <Widgets />
      </ModalsProvider>
    </RegisteredRoutes.Provider>
  );
};

const LoadingPage = () => {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} fullPage />;
};

const createRouter = () => {
  const router = createBrowserRouter([
    {
      element: <Root live={() => router.state} />,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingPage,
      children: buildRoutes(),
    },
  ]);
  return router;
};

/** Created once, after boot: the first page's text must load in the site's language. */
export const AppRouter = () => {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
};
