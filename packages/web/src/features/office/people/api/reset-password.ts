import { $api } from '../../../../api/client';

/** POST /bff/v1/office/people/password: a new password by SMS to a person the user registered. */
export const useResetPersonPassword = () => $api.useMutation('post', '/bff/v1/office/people/password');
