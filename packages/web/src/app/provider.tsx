import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as browserI18n } from '../i18n/i18n';
import { reportFailure } from './failure-bus';

/** A gateway error envelope (DESIGN.md): `{ error: { status, ... } }`. */
const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('error' in error)) return undefined;
  const inner = (error as { error: unknown }).error;
  return typeof inner === 'object' && inner !== null && 'status' in inner && typeof inner.status === 'number'
    ? inner.status
    : undefined;
};

export const createQueryClient = () =>
  new QueryClient({
    // Every failure goes past the shell, which follows the gateway's envelope (redirect, banner).
    queryCache: new QueryCache({ onError: reportFailure }),
    mutationCache: new MutationCache({ onError: reportFailure }),
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; only network faults and 5xx are worth one more try.
        retry: (failures, error) => failures < 1 && (statusOf(error) ?? 500) >= 500,
        refetchOnWindowFocus: false,
      },
    },
  });

interface AppProviderProps {
  children: ReactNode;
  /** Given when hydrating server HTML (its data restored) and on the server (one per request). */
  queryClient?: QueryClient | undefined;
  /** The server's instance for the request's language; the browser has one of its own. */
  i18n?: I18n;
}

export const AppProvider = ({ children, queryClient: given, i18n = browserI18n }: AppProviderProps) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
};
