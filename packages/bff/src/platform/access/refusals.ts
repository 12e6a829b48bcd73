import type { AccessRefusal } from '@gf/contracts/rules/office-access';
import { GatewayError } from '../errors/envelope.js';

/** Spec 1 §8: a 401 on an office call goes to MyOfficeAuth. */
export const signInRequired = (): GatewayError =>
  new GatewayError({
    status: 401,
    code: 'sign_in_required',
    message: 'Please sign in',
    redirect: { route: 'MyOfficeAuth' },
  });

const REFUSALS: Record<AccessRefusal, { code: string; message: string }> = {
  role: { code: 'page_not_for_role', message: 'This page is not available to your account' },
  site: { code: 'page_not_on_this_site', message: 'This page is not offered on this site' },
  spectator: { code: 'page_not_for_spectator', message: 'Only the account owner may open this page' },
};

/** The 403 of a page the visitor may not open; the client explains it by the code (`page_not_*`). */
export const pageRefusal = (why: AccessRefusal): GatewayError => new GatewayError({ status: 403, ...REFUSALS[why] });
