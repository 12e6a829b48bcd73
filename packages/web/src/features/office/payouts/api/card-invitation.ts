import { $api } from '../../../../api/client';

export const useCardInvitation = () => $api.useMutation('post', '/bff/v1/office/payouts/card-provider/{id}/invitation');
