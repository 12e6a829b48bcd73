import { INTERACTIVE_ATTRIBUTE } from '@gf/contracts/rules/early-input';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentProps, useEffect } from 'react';
import { Boot } from './boot';
import { replayEarlyClick } from './early-click';
import { AppProvider } from './provider';
import { AppRouter } from './router';

type Router = ComponentProps<typeof AppRouter>['router'];

/** Hydrating server HTML: its data, text and page were restored before the first render. */
export interface Hydration {
  queryClient: QueryClient;
  router: Router;
}

export const App = ({ hydration }: { hydration?: Hydration }) => {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    replayEarlyClick();
  }, []);
  return (
    <AppProvider queryClient={hydration?.queryClient}>
      <Boot booted={hydration !== undefined}>
        <AppRouter router={hydration?.router} />
      </Boot>
    </AppProvider>
  );
};
