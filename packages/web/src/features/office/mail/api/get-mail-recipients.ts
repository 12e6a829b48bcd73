import { $api } from '../../../../api/client';

/** GET /bff/v1/office/mail/recipients: whom a new conversation may go to (support; the sponsor if any). */
export const useMailRecipients = () => $api.useQuery('get', '/bff/v1/office/mail/recipients');
