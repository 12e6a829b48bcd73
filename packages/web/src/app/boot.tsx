import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { SiteReplyProvider, siteQueryOptions } from '../api/get-site';
import { applyDocumentLanguage } from '../i18n/document-language';
import { i18n, initI18n, loadNamespaces } from '../i18n/i18n';
import type { Namespace } from '../i18n/namespaces';

/** Text the shell shows on every page besides `common`: the account menu, spectator and error banners. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['auth', 'errors', 'shell', 'account'];

import { Spinner } from '../ui/spinner';
import { BootError } from './boot-error';

/**
 * The gateway has already written the site's language into `<html lang>`, so the shell's text
 * can load while the site call is in flight instead of after it.
 */
const pageLanguage = (): string => document.documentElement.lang || 'en';

const boot = async (queryClient: QueryClient): Promise<void> => {
  const [reply] = await Promise.all([
    queryClient.fetchQuery(siteQueryOptions()),
    // A head start only: the reply's language loads next and fails the boot if it must.
    initI18n(pageLanguage()).catch((error: unknown) => console.warn('The page language did not load early', error)),
  ]);
  // The reply has the last word (and differs from the page in the Vite dev server).
  await initI18n(reply.language);
  await loadNamespaces(SHELL_NAMESPACES);
  applyDocumentLanguage(i18n.resolvedLanguage ?? reply.language);
};

type BootState = 'loading' | 'ready' | 'failed';

/** Renders its children only once the site is known and its language is loaded, the site provided to them. */
export const Boot = ({ children, booted = false }: { children: ReactNode; booted?: boolean }) => {
  const queryClient = useQueryClient();
  // Server HTML is hydrated with the site and the text already restored: no boot screen between.
  const [state, setState] = useState<BootState>(booted ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (booted && attempt === 0) return;
    let live = true;
    setState('loading');
    boot(queryClient).then(
      () => live && setState('ready'),
      // The retry screen still wants words: try the page's language, which needs no site call.
      () =>
        initI18n(pageLanguage())
          .catch((error: unknown) => console.warn('The retry screen shows without its text', error))
          .finally(() => live && setState('failed')),
    );
    return () => {
      live = false;
    };
  }, [queryClient, attempt, booted]);

  if (state === 'ready') return <SiteReplyProvider>{children}</SiteReplyProvider>;
  if (state === 'failed') return <BootError onRetry={() => setAttempt((n) => n + 1)} />;
  return <Spinner label={i18n.isInitialized ? i18n.t('loading') : 'Loading…'} fullPage />;
};
