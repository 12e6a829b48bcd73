import { $api } from '../../../api/client';

/** POST /bff/v1/shop/products/{code}/installment: a call-back request for instalments. */
export const useInstallmentRequest = () => $api.useMutation('post', '/bff/v1/shop/products/{code}/installment');
