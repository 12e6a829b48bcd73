import { UNKNOWN_LINK_CODE } from '@gf/contracts/rules/office-services';
import { ROUTE_REFUSALS } from '@gf/contracts/rules/route-access';
import { UPSTREAM_REFUSALS } from '@gf/contracts/upstream/refusal-codes';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ErrorEnvelope } from './envelope';

/**
 * The refusals the client words itself, in `common:refusal` (loaded on every page): the route
 * policy's (`@gf/contracts/rules/route-access`), a sign-in made while viewing another account, an
 * idempotency key sent again with another request (issue 29), a referral code nobody has, a
 * voice-assistant link code no messenger gave (issue 34), and every refusal the upstream names by
 * code (issue 32 item 1: its own words are in its own language).
 */
export const WORDED_REFUSALS = [
  ...(Object.keys(ROUTE_REFUSALS) as (keyof typeof ROUTE_REFUSALS)[]),
  'spectator_sign_in_refused',
  'idempotency_key_reused',
  'invalid_referral',
  UNKNOWN_LINK_CODE,
  ...UPSTREAM_REFUSALS,
] as const;
export type WordedRefusal = (typeof WORDED_REFUSALS)[number];

export const isWordedRefusal = (code: string): code is WordedRefusal =>
  (WORDED_REFUSALS as readonly string[]).includes(code);

/**
 * Codes whose text says only what kind of failure it was: a form shows its own, more exact text
 * where it has one, so these are not worded refusals; without one they beat the service's words.
 */
const GENERAL_REFUSALS = ['invalid_input'] as const;
type GeneralRefusal = (typeof GENERAL_REFUSALS)[number];
const isGeneralRefusal = (code: string): code is GeneralRefusal =>
  (GENERAL_REFUSALS as readonly string[]).includes(code);

/**
 * A refusal in the reader's language: the client's own text for a code it knows; any other
 * message inside a translated frame ("The service answered: …"), never bare English.
 */
export const useRefusalText = (): ((refusal: Pick<ErrorEnvelope, 'code' | 'message'>) => string) => {
  const { t } = useTranslation();
  return useCallback(
    (refusal) =>
      isWordedRefusal(refusal.code) || isGeneralRefusal(refusal.code)
        ? t(`refusal.${refusal.code}`)
        : t('refusal.framed', { message: refusal.message }),
    [t],
  );
};
