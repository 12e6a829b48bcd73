import { useState } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { loadNamespaces } from '../i18n/i18n';
import { createAppRoutes, type LoadPage } from './app-routes';
import { isModuleFetchFailure, reloadForRelease } from './release-reload';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** A promise that never settles: the page is being replaced by a full load. */
const NEVER = new Promise<never>(() => {});

/**
 * The page's code and its text arrive together, so it never renders with raw keys. Code a newer
 * release replaced is fetched by loading the address the visitor was going to afresh.
 */
const downloadFor =
  (router: () => BrowserRouter | undefined): LoadPage =>
  async (entry) => {
    try {
      const [Component] = await Promise.all([entry.page(), loadNamespaces(entry.namespaces)]);
      return Component;
    } catch (error) {
      const going = router()?.state.navigation.location ?? window.location;
      if (isModuleFetchFailure(error) && reloadForRelease(`${going.pathname}${going.search}${going.hash}`))
        return NEVER;
      throw error;
    }
  };

const createRouter = (): { router: BrowserRouter; routes: RouteObject[] } => {
  const routes = createAppRoutes(
    () => router.state,
    downloadFor(() => router),
  );
  const router: BrowserRouter = createBrowserRouter(routes);
  return { router, routes };
};

/**
 * For hydrating server-rendered HTML: the page of this address is loaded before the router starts,
 * so the router's first render is the page the server rendered, not a loading screen.
 */
export const createHydratingRouter = async (): Promise<BrowserRouter> => {
  let router: BrowserRouter | undefined;
  const routes = createAppRoutes(
    () => (router as BrowserRouter).state,
    downloadFor(() => router),
  );
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  router = createBrowserRouter(routes);
  return router;
};

/** Created once, after boot: the first page's text must load in the site's language. */
export const AppRouter = ({ router }: { router?: BrowserRouter | undefined }) => {
  const [created] = useState(() => router ?? createRouter().router);
  return <RouterProvider router={created} />;
};
