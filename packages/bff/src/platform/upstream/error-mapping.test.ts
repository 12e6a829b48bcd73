import { describe, expect, it } from 'vitest';
import {
  SERVER_PROBLEM_STATUSES,
  UPSTREAM_UNAVAILABLE_REPLY_STATUS,
  UPSTREAM_UNAVAILABLE_STATUS,
} from '../constants.js';
import { type FailureContext, unavailableFailure, upstreamFailure } from './error-mapping.js';
import { UpstreamUnavailable } from './upstream-client.js';

const shop: FailureContext = { area: 'shop', signedIn: true };
const office: FailureContext = { area: 'office', signedIn: true };
const other: FailureContext = { area: 'other', signedIn: true };
const query = (text: string) => new URLSearchParams(text);

/** One row per line of spec 2 §2 (redirect table) and spec 1 §8 / spec 2 §8 (error catalogues). */
const rows: [string, number, unknown, FailureContext, object][] = [
  [
    '404 with a stored next route carrying gw goes to ShopMain',
    404,
    {},
    { ...shop, nextRouteQuery: query('gw=1') },
    { redirect: { route: 'ShopMain' } },
  ],
  [
    '404 with a stored next route carrying dc goes to ShopMain',
    404,
    {},
    { ...other, nextRouteQuery: query('dc=abc') },
    { redirect: { route: 'ShopMain' } },
  ],
  [
    '404 on a tickets page while signed out goes to MyOfficeAuth',
    404,
    {},
    { ...office, signedIn: false, ticketsPage: true },
    { redirect: { route: 'MyOfficeAuth' } },
  ],
  [
    '404 on a tickets page while signed in goes to Error 404',
    404,
    {},
    { ...office, ticketsPage: true },
    { redirect: { route: 'Error', status: 404 } },
  ],
  ['401 on an office call goes to MyOfficeAuth', 401, {}, office, { redirect: { route: 'MyOfficeAuth' } }],
  [
    'another status of 401 or above on a shop call goes to ShopError',
    404,
    {},
    shop,
    { redirect: { route: 'ShopError' } },
  ],
  ['401 that reaches mapping on a shop call goes to ShopError', 401, {}, shop, { redirect: { route: 'ShopError' } }],
  [
    'another status of 401 or above elsewhere goes to Error with the status',
    409,
    {},
    other,
    { redirect: { route: 'Error', status: 409 } },
  ],
  [
    '503 is temporary like 502 (issue 15): the banner, no redirect, answered 502 so no load balancer retries it',
    UPSTREAM_UNAVAILABLE_STATUS,
    {},
    other,
    { status: UPSTREAM_UNAVAILABLE_REPLY_STATUS, code: 'server_problems', serverProblems: true },
  ],
  [
    '403 with is_suspended goes to MailHome',
    403,
    { is_suspended: true },
    office,
    { code: 'suspended', redirect: { route: 'MailHome' } },
  ],
  [
    '403 without is_suspended on an office call goes to Error 403',
    403,
    {},
    office,
    { redirect: { route: 'Error', status: 403 } },
  ],
  [
    '400 keeps the field errors and does not redirect',
    400,
    { detail: 'Bad', errors: { phone: ['Wrong'] } },
    shop,
    { message: 'Bad', fields: { phone: ['Wrong'] } },
  ],
];

describe('error to redirect (spec 2 §2, spec 1 §8, spec 2 §8)', () => {
  it.each(rows)('%s', (_name, status, body, context, expected) => {
    const failure = upstreamFailure(status, body, context);
    expect(failure).toMatchObject({ status, ...expected });
    if (!('redirect' in expected)) expect(failure.redirect).toBeUndefined();
  });

  it.each(SERVER_PROBLEM_STATUSES)('%i raises the server-problems banner without a redirect', (status) => {
    for (const context of [shop, office, other]) {
      const failure = upstreamFailure(status, {}, context);
      expect(failure).toMatchObject({ status, serverProblems: true });
      expect(failure.redirect).toBeUndefined();
    }
  });

  it.each(['unreachable', 'timeout', 'malformed'] as const)(
    'no usable response (%s) raises server problems',
    (reason) => {
      const failure = unavailableFailure(new UpstreamUnavailable(reason, 'shopMain'));
      expect(failure).toMatchObject({ serverProblems: true, code: `upstream_${reason}` });
      expect(failure.redirect).toBeUndefined();
    },
  );
});
