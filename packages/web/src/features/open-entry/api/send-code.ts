import { $api } from '../../../api/client';

/** POST /bff/v1/auth/open-entry/send: an SMS code to the phone (open-entry-access, step 1). */
export const useSendOpenEntryCode = () => $api.useMutation('post', '/bff/v1/auth/open-entry/send');
