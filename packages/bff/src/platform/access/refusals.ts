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

/** A write only the account owner may make, asked by a manager viewing the account (a spectator). */
export const ownerOnlyRefusal = (): GatewayError =>
  new GatewayError({
    status: 403,
    code: 'spectator_owner_only',
    message: 'Only the account owner may do this, not a manager viewing the account',
  });

/** The 403 of a page the visitor may not open; the client explains it by the code (`page_not_*`). */
export const pageRefusal = (why: AccessRefusal): GatewayError => new GatewayError({ status: 403, ...REFUSALS[why] });

/** A write asked by a manager viewing the account without the right to act for it (spec 2 §6). */
export const spectatorReadOnlyRefusal = (): GatewayError =>
  new GatewayError({
    status: 403,
    code: 'spectator_read_only',
    message: 'A manager viewing this account may look but not change anything',
  });
