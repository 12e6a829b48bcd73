import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The path of the delivery list read (checkout), whose replies carry thermo_product_ids. */
const DELIVERY_PATH = '/bff/v1/checkout/delivery';
const NONE: ReadonlySet<number> = new Set();

/**
 * Spec 1 §3 thermo_product_ids: the cart products that travel in a thermo box, as the latest
 * delivery list read this visit said (the list is per city, so the cart knows them once checkout
 * has read one). Both the cart and checkout mark those lines; neither reads the list twice.
 */
export const useThermoProductIds = (): ReadonlySet<number> => {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const latest = useCallback(() => {
    const replies = cache
      .findAll({ predicate: (query) => query.queryKey[1] === DELIVERY_PATH && query.state.data !== undefined })
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
    return (replies[0]?.state.data as { thermo_product_ids?: number[] } | undefined)?.thermo_product_ids;
  }, [cache]);
  const ids = useSyncExternalStore(subscribe, latest, latest);
  return ids ? new Set(ids) : NONE;
};
