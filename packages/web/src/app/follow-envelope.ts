import type { ErrorEnvelope, RedirectTarget } from '../api/envelope';
import { MODAL_QUERY_PARAM } from '../config/constants';
import { hrefTo } from '../config/paths';

export type EnvelopeAction = { kind: 'navigate'; to: string } | { kind: 'banner' } | { kind: 'none' };

interface Here {
  pathname: string;
  search: string;
}

/** Where the gateway's named route leads. Sign-in comes back to the page that needed it. */
export const redirectHref = (redirect: RedirectTarget, here: Here): string => {
  switch (redirect.route) {
    case 'MyOfficeAuth': {
      const search = new URLSearchParams(here.search);
      search.delete(MODAL_QUERY_PARAM);
      const rest = search.toString();
      return hrefTo(
        'MyOfficeAuth',
        undefined,
        `next=${encodeURIComponent(`${here.pathname}${rest ? `?${rest}` : ''}`)}`,
      );
    }
    case 'Error':
      return redirect.status ? hrefTo('Error', undefined, `status=${redirect.status}`) : hrefTo('Error');
    default:
      return hrefTo(redirect.route);
  }
};

/**
 * DESIGN.md: the client follows the gateway's envelope and never decides redirects itself.
 * Server problems raise the banner and stay; a redirect navigates, unless the page is already
 * there (then that page shows the answer itself: MailHome for a suspended account, no loop).
 * Field errors and messages are the form's own business.
 */
export const envelopeAction = (envelope: ErrorEnvelope, here: Here): EnvelopeAction => {
  if (envelope.serverProblems) return { kind: 'banner' };
  if (!envelope.redirect) return { kind: 'none' };
  const to = redirectHref(envelope.redirect, here);
  const path = to.split('?')[0];
  if (path === here.pathname) return { kind: 'none' };
  return { kind: 'navigate', to };
};
