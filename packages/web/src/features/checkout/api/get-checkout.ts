import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

export type CheckoutStart = components['schemas']['CheckoutStartReply'];
export type AddressTemplate = components['schemas']['AddressTemplateItem'];

/** GET /bff/v1/checkout: who buys, the countries, territories, address templates and map settings. */
export const checkoutQueryOptions = () => $api.queryOptions('get', '/bff/v1/checkout', {});

export const useCheckoutStart = () => useQuery(checkoutQueryOptions());
