import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { loadNamespaces } from '../i18n/i18n';
import { ModalsProvider } from '../modals/modals-context';
import { Spinner } from '../ui/spinner';
import { CorporateLayout } from './layouts/corporate-layout';
import { RouteError } from './route-error';
import { type LayoutName, type RouteEntry, routes } from './routes';
import { useScrollToTop } from './use-scroll-to-top';

/** Layouts that exist so far; a route whose layout is missing here cannot be registered. */
const LAYOUTS: Partial<Record<LayoutName, ComponentType>> = {
  corporate: CorporateLayout,
};

const toRouteObject = (entry: RouteEntry & { page: NonNullable<RouteEntry['page']> }): RouteObject => ({
  path: entry.path,
  // The page's code and its text arrive together, so it never renders with raw keys.
  lazy: async () => {
    const [Component] = await Promise.all([entry.page(), loadNamespaces(entry.namespaces ?? [])]);
    return { Component };
  },
});

const buildRoutes = (): RouteObject[] => {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const entry of Object.values(routes) as RouteEntry[]) {
    const { page } = entry;
    if (!page) continue;
    if (!LAYOUTS[entry.layout]) throw new Error(`No layout "${entry.layout}" for ${entry.path}`);
    byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), toRouteObject({ ...entry, page })]);
  }
  return [...byLayout].map(([layout, children]) => ({ Component: LAYOUTS[layout], children }));
};

/** Inside the router, so modals may link and navigate. */
const Root = () => {
  useScrollToTop();
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
};

const LoadingPage = () => {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} fullPage />;
};

const createRouter = () =>
  createBrowserRouter([
    {
      Component: Root,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingPage,
      children: buildRoutes(),
    },
  ]);

/** Created once, after boot: the first page's text must load in the site's language. */
export const AppRouter = () => {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
};
