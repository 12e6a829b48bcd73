import { $api } from '../../../api/client';

/** GET /bff/v1/shop/survey: the dietary supplement test's texts and questions. */
export const useSurvey = () => $api.useQuery('get', '/bff/v1/shop/survey');

/** POST /bff/v1/shop/survey: the answers; the reply is the results with fitting products. */
export const useSubmitSurvey = () => $api.useMutation('post', '/bff/v1/shop/survey');
