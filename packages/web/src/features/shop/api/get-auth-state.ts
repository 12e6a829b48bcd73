import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/**
 * GET /bff/v1/auth, read under the same query key and freshness as the auth feature's own hook
 * (one cached answer for the whole app); the shop only needs to know who is there.
 */
export const useShopViewer = () => {
  const { data } = useQuery($api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 }));
  const user = data?.user ?? null;
  return {
    signedIn: user !== null,
    /** Spec 1 §3 ref info: partners and employees have a referral code; clients do not. */
    hasReferralCode: user !== null && user.role !== 'client',
  };
};
