import { $api } from '../../../../api/client';

/** POST /bff/v1/office/orders/{id}/share: a link to the order. */
export const useShareOrder = () => $api.useMutation('post', '/bff/v1/office/orders/{id}/share');
