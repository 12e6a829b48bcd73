import { $api } from '../../../api/client';

/** POST /bff/v1/auth/password-recovery/send: a reset code to the account of a login (spec 2 §4). */
export const useSendRecoveryCode = () => $api.useMutation('post', '/bff/v1/auth/password-recovery/send');

/** POST /bff/v1/auth/password-recovery/check: the code is right, the new password may be asked for. */
export const useCheckRecoveryCode = () => $api.useMutation('post', '/bff/v1/auth/password-recovery/check');

/** POST /bff/v1/auth/password-recovery/confirm: the new password, set with the checked code. */
export const useConfirmRecovery = () => $api.useMutation('post', '/bff/v1/auth/password-recovery/confirm');
