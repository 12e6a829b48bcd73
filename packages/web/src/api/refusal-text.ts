import { ROUTE_REFUSALS } from '@gf/contracts/rules/route-access';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorEnvelope } from './envelope';

/**
 * The gateway's refusals the client words itself, in `common:refusal` (loaded on every page): the
 * route policy's (`@gf/contracts/rules/route-access`), a sign-in made while viewing another
 * account, and an idempotency key sent again with another request (issue 29).
 */
export const WORDED_REFUSALS = [
  ...(Object.keys(ROUTE_REFUSALS) as (keyof typeof ROUTE_REFUSALS)[]),
  'spectator_sign_in_refused',
  'idempotency_key_reused',
] as const;
export type WordedRefusal = (typeof WORDED_REFUSALS)[number];

export const isWordedRefusal = (code: string): code is WordedRefusal =>
  (WORDED_REFUSALS as readonly string[]).includes(code);

/** A refusal in the reader's language: the client's own text for a worded code, the gateway's message otherwise. */
export const useRefusalText = (): ((refusal: Pick<ErrorEnvelope, 'code' | 'message'>) => string) => {
  const { t } = useTranslation();
  return useCallback(
    (refusal) => (isWordedRefusal(refusal.code) ? t(`refusal.${refusal.code}`) : refusal.message),
    [t],
  );
};
