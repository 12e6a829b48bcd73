import { $api } from '../../../api/client';

/** POST /bff/v1/checkout/vat: whether a VAT number is valid. */
export const useCheckVat = () => $api.useMutation('post', '/bff/v1/checkout/vat');
