import { $api } from '../../../../api/client';

/** POST /bff/v1/office/orders/{id}/limits: does the order fit its pickup point (spec 2 §7)? Changes nothing. */
export const useCheckPickupLimits = () => $api.useMutation('post', '/bff/v1/office/orders/{id}/limits');
