import { SPONSOR_NUMBER_PATTERN } from '@gf/contracts/rules/agreement-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/agreement/restore: whether the lapsed agreement can be restored. */
export const restoreInfoQueryOptions = () => $api.queryOptions('get', '/bff/v1/office/agreement/restore');
export const useRestoreInfo = () => useQuery(restoreInfoQueryOptions());

/** GET /bff/v1/office/agreement/restore/sponsors: run once a whole sponsor number is submitted. */
export const useRestoreSponsors = (sponsorNumber: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/agreement/restore/sponsors', {
      params: { query: { sponsor_number: sponsorNumber } },
    }),
    enabled: SPONSOR_NUMBER_PATTERN.test(sponsorNumber),
    retry: false,
  });

/** POST /bff/v1/office/agreement/restore: the restore info is read again (now in force, the new sponsor). */
export const useRestoreAgreement = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/office/agreement/restore', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restoreInfoQueryOptions().queryKey }),
  });
};

/** POST /bff/v1/office/agreement: accept one agreement by its type. */
export const useAcceptAgreement = () => $api.useMutation('post', '/bff/v1/office/agreement');
