import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { createHydratingRouter } from './app/router';
import { SERVER_DATA_FRESH_MS } from './config/constants';
import { initI18n, loadNamespaces } from './i18n/i18n';
import type { Namespace } from './i18n/namespaces';
import { translateZodIssues } from './i18n/zod-messages';
import { readSsrPayload } from './ssr/ssr-payload';
import { ViewportHintContext } from './ui/viewport-hint';
import './app/global.css';

// Forms check input with zod before the gateway does: its messages must be the page's language.
translateZodIssues();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const renderFresh = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

/**
 * A page the gateway rendered carries its data and text: both are restored and the page's code
 * loaded before React takes over the HTML, so the first render matches it and nothing repaints.
 */
const start = async (container: HTMLElement): Promise<void> => {
  const payload = readSsrPayload();
  if (!payload) {
    renderFresh(container);
    return;
  }
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.dehydrated);
  for (const { queryKey } of payload.dehydrated.queries)
    queryClient.setQueryDefaults(queryKey, { staleTime: SERVER_DATA_FRESH_MS });
  await initI18n(payload.language);
  await loadNamespaces(payload.namespaces as Namespace[]);
  const router = await createHydratingRouter();
  // In a transition the hydration yields to the browser every few milliseconds: the page, readable
  // already, stays responsive while React takes it over (no long task).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ViewportHintContext.Provider value={payload.viewport}>
          <App hydration={{ queryClient, router }} />
        </ViewportHintContext.Provider>
      </StrictMode>,
      {
        // A mismatch is a defect of ours: the browser suite collects these from the console.
        onRecoverableError: (error, info) => console.error('Hydration error', error, info.componentStack),
      },
    );
  });
};

start(root).catch((error: unknown) => {
  // The page stays usable: the client renders it afresh over the server's HTML.
  console.error('Hydration failed; rendering in the browser', error);
  renderFresh(root);
});
