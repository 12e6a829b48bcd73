import { $api } from '../../../../api/client';

/** POST /bff/v1/office/people/sms: the code to the phone of the person being registered. */
export const useSendOfficeCode = () => $api.useMutation('post', '/bff/v1/office/people/sms');

/** POST /bff/v1/office/people/check-code. */
export const useCheckOfficeCode = () => $api.useMutation('post', '/bff/v1/office/people/check-code');

/** POST /bff/v1/office/people/partners and /clients: the person registered under the user. */
export const useCreatePartner = () => $api.useMutation('post', '/bff/v1/office/people/partners');
export const useCreateClient = () => $api.useMutation('post', '/bff/v1/office/people/clients');

/**
 * GET /bff/v1/office/people/email (spec 2 §7 check-email): resolves when the address is free for
 * the person of this phone; a refusal throws the envelope, its rule under `email`. A mutation: each
 * check asks again.
 */
export const useCheckOfficeEmail = () => $api.useMutation('get', '/bff/v1/office/people/email');
