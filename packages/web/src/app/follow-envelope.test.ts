import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../api/envelope';
import { envelopeAction } from './follow-envelope';

const failure = (extra: Partial<ErrorEnvelope>): ErrorEnvelope => ({ status: 400, code: 'x', message: 'x', ...extra });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('following the gateway error envelope', () => {
  it('shows the banner for server problems and stays', () => {
    expect(envelopeAction(failure({ status: 502, serverProblems: true }), at('/shop'))).toEqual({ kind: 'banner' });
  });

  it('goes to the named route of a redirect', () => {
    expect(envelopeAction(failure({ status: 403, redirect: { route: 'MailHome' } }), at('/office/orders'))).toEqual({
      kind: 'navigate',
      to: '/office/mail',
    });
    expect(envelopeAction(failure({ status: 500, redirect: { route: 'ShopError' } }), at('/shop/x'))).toEqual({
      kind: 'navigate',
      to: '/shop/error',
    });
    expect(envelopeAction(failure({ status: 404, redirect: { route: 'ShopMain' } }), at('/shop/x', '?gw=1'))).toEqual({
      kind: 'navigate',
      to: '/shop',
    });
  });

  it('carries the status to the Error page', () => {
    expect(envelopeAction(failure({ status: 404, redirect: { route: 'Error', status: 404 } }), at('/news/9'))).toEqual({
      kind: 'navigate',
      to: '/error?status=404',
    });
  });

  it('sends sign-in back to the page that needed it, without its modals', () => {
    expect(
      envelopeAction(
        failure({ status: 401, redirect: { route: 'MyOfficeAuth' } }),
        at('/office/mail', '?page=2&modal=info'),
      ),
    ).toEqual({ kind: 'navigate', to: `/office/auth?next=${encodeURIComponent('/office/mail?page=2')}` });
  });

  it('does not loop when the page is already where the redirect points (suspended on MailHome)', () => {
    expect(envelopeAction(failure({ status: 403, redirect: { route: 'MailHome' } }), at('/office/mail'))).toEqual({
      kind: 'none',
    });
  });

  it('leaves field errors to the form', () => {
    expect(envelopeAction(failure({ fields: { login: ['Enter your login'] } }), at('/office/auth'))).toEqual({
      kind: 'none',
    });
  });
});
