import { useEffect } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useKeepReferral } from '../api/keep-referral';

/** Pages that keep the code themselves, to name its partner or say why it is refused. */
const OWN_PAGES = [paths.ReferralPartner.path, paths.ReferralClient.path];

/**
 * Spec 1 §4 "Referral code": the shop and product addresses a partner shares carry `?ref=<code>`
 * (the Links page's shop link; a product's referral link, spec 2 §7 generate_refferal_code). A
 * visitor arriving by one keeps the code, so checkout orders under that partner (ref-order). A code
 * the upstream refuses is not kept, and checkout asks for one as it does without a link.
 */
export const ReferralFromAddress = () => {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const auth = useAuth();
  const { mutate } = useKeepReferral();
  const ref = (search.get('ref') ?? '').trim();
  const kept = auth.data?.referral?.ref ?? null;
  const visitor = auth.data ? !auth.data.signedIn : null;
  const ownPage = OWN_PAGES.some((path) => matchPath(path, pathname) !== null);

  useEffect(() => {
    if (ref && visitor && !ownPage && kept !== ref) mutate({ body: { ref } });
  }, [ref, visitor, ownPage, kept, mutate]);
  return null;
};
