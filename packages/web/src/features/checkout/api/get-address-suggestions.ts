import type { components } from '@gf/contracts/generated/bff';
import { ADDRESS_SUGGEST_MAX_CHARS, ADDRESS_SUGGEST_MIN_CHARS } from '@gf/contracts/rules/address-suggestions';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type AddressSuggestion = components['schemas']['AddressSuggestion'];

/** The same typed text in the same place finds the same addresses for a while. */
const SUGGESTIONS_STALE_MS = 5 * 60_000;

/** Whether a typed text is worth asking about (the gateway's bounds). */
export const isSuggestible = (query: string): boolean => {
  const length = query.trim().length;
  return length >= ADDRESS_SUGGEST_MIN_CHARS && length <= ADDRESS_SUGGEST_MAX_CHARS;
};

/**
 * GET /bff/v1/checkout/address-suggestions for settled (debounced) text. A query the text has moved
 * on from loses its only observer, and React Query aborts its request (the signal reaches fetch),
 * so an outdated answer never arrives over a newer one.
 */
export const useAddressSuggestions = (query: string, country: string, city: string, enabled: boolean) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/checkout/address-suggestions', {
      params: { query: { query: query.trim(), country, ...(city.trim() ? { city: city.trim() } : {}) } },
    }),
    enabled: enabled && isSuggestible(query) && /^[A-Za-z]{2}$/.test(country),
    staleTime: SUGGESTIONS_STALE_MS,
    retry: false,
  });
