import { $api } from '../../../api/client';

/** POST /bff/v1/cart/share: a link to this cart (cart-share dialog). */
export const useShareCart = () => $api.useMutation('post', '/bff/v1/cart/share');
