import { $api } from '../../../api/client';

/** POST /bff/v1/checkout/transliterate: address fields in Latin letters. */
export const useTransliterate = () => $api.useMutation('post', '/bff/v1/checkout/transliterate');
