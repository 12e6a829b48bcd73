import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/**
 * GET /bff/v1/office/agreement/restore, read by the profile only for a partner without a sponsor:
 * no sponsor may mean the top of a structure as well as a lapsed agreement, and only the upstream's
 * `can_restore` tells them apart (issue 32 item 6).
 */
export const useAgreementRestorable = (asked: boolean): boolean =>
  useQuery({ ...$api.queryOptions('get', '/bff/v1/office/agreement/restore'), enabled: asked }).data?.can_restore ===
  true;
