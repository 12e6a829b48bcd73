import { $api } from '../../../../api/client';

/** GET /bff/v1/office/mail/templates: the system templates of a conversation with support. */
export const useMailTemplates = () => $api.useQuery('get', '/bff/v1/office/mail/templates');
