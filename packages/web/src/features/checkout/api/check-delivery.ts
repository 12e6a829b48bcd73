import { $api } from '../../../api/client';

/** POST /bff/v1/checkout/delivery-check: the phone and address rules, then the upstream's check. */
export const useCheckDelivery = () => $api.useMutation('post', '/bff/v1/checkout/delivery-check');
