import { request } from 'node:http';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { DESKTOP } from './checks.js';
import type { Stack } from './stack.js';

/** Every demo account's password (sandbox README). */
export const DEMO_PASSWORD = 'demo1234';
export const SESSION_COOKIE = 'gf_session';

/** The host a site is reached through: `<site>.localhost`. */
export const siteHost = (site: string): string => `${site}.localhost`;

interface Reply {
  status: number;
  body: string;
  cookies: string[];
  /** Seconds the gateway asked to wait before retrying (`Retry-After`), when it did. */
  retryAfter?: number;
}

/**
 * A gateway call as a browser on `<site>.localhost` makes it: to the loopback port with the site's
 * Host, the same-site Origin and the CSRF header that state-changing routes require.
 */
export const gatewayCall = (
  stack: Stack,
  site: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const host = `${siteHost(site)}:${stack.gatewayPort}`;
    const call = request(
      {
        host: '127.0.0.1',
        port: stack.gatewayPort,
        method,
        path,
        headers: {
          host,
          origin: `http://${host}`,
          'x-csrf': '1',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookies: response.headers['set-cookie'] ?? [],
            retryAfter: Number(response.headers['retry-after']) || undefined,
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });

/** The session cookie's value among a reply's Set-Cookie lines, when the reply set one. */
const sessionCookieOf = (lines: string[]): string | undefined =>
  lines.map((line) => line.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1]).find(Boolean);

/** Waits the harness accepts for one sign-in refused as too frequent (SIGN_IN_LIMIT is per minute). */
const SIGN_IN_WAITS = 2;

/**
 * Signs `login` in through the gateway's API and returns the session cookie's value. A file that
 * signs one login in more than SIGN_IN_LIMIT times a minute (a fast machine runs its pages quicker)
 * is told to wait; it waits as the gateway says, as a polite client would, a bounded number of times.
 */
export const signIn = async (stack: Stack, site: string, login: string): Promise<string> => {
  let reply = await gatewayCall(stack, site, 'POST', '/bff/v1/auth/sign-in', { login, password: DEMO_PASSWORD });
  for (let wait = 0; wait < SIGN_IN_WAITS && reply.status === 429 && reply.retryAfter; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, (reply.retryAfter ?? 0) * 1000));
    reply = await gatewayCall(stack, site, 'POST', '/bff/v1/auth/sign-in', { login, password: DEMO_PASSWORD });
  }
  const cookie = sessionCookieOf(reply.cookies);
  if (reply.status !== 200 || !cookie) throw new Error(`sign-in of ${login} on ${site}: ${reply.status} ${reply.body}`);
  return cookie;
};

/**
 * Starts the session `watcher` (a cookie value) spectating `asUser` (spec 2 §6) and returns the
 * cookie the browser carries from then on: a new one when the gateway rotated the session.
 */
export const spectate = async (stack: Stack, site: string, watcher: string, asUser: string): Promise<string> => {
  const reply = await gatewayCall(stack, site, 'POST', '/bff/v1/auth/spectator', { as_user: asUser }, watcher);
  if (reply.status !== 200) throw new Error(`spectating ${asUser} on ${site}: ${reply.status} ${reply.body}`);
  return sessionCookieOf(reply.cookies) ?? watcher;
};

const shared = new Map<string, string>();

/**
 * A signed-in session of `login` on `site` shared by the tests of one file: sign-in allows
 * SIGN_IN_LIMIT attempts a minute per address and login, fewer than a page matrix needs. Reused
 * only while the gateway still says it is signed in and not spectating; otherwise signs in anew.
 */
export const sharedSession = async (stack: Stack, site: string, login: string): Promise<string> => {
  const key = `${stack.gatewayPort}|${site}|${login}`;
  const cookie = shared.get(key);
  if (cookie) {
    const auth = await gatewayCall(stack, site, 'GET', '/bff/v1/auth', undefined, cookie);
    const state = auth.status === 200 ? (JSON.parse(auth.body) as { signedIn: boolean; spectator: unknown }) : null;
    if (state?.signedIn && !state.spectator) return cookie;
  }
  const fresh = await signIn(stack, site, login);
  shared.set(key, fresh);
  return fresh;
};

/** Puts a session cookie into a browser context, for the site's host. */
export const addSession = (context: BrowserContext, site: string, cookie: string): Promise<void> =>
  context.addCookies([
    { name: SESSION_COOKIE, value: cookie, domain: siteHost(site), path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);

/** Chooses the page language the way the language modal does: the `lang` cookie. */
export const setLanguage = (context: BrowserContext, site: string, language: string): Promise<void> =>
  context.addCookies([{ name: 'lang', value: language, domain: siteHost(site), path: '/' }]);

export interface ContextOptions extends BrowserContextOptions {
  /** The page language (the `lang` cookie); the site's default when absent. */
  language?: string;
  /** A demo account to sign in as, through the API, before the first page. */
  login?: string;
  /** Reuse this file's signed-in session of `login` (sharedSession) instead of a new sign-in. */
  reuseSession?: boolean;
}

/** A browser context for one site: its language chosen and, when asked, signed in. */
export const siteContext = async (
  browser: Browser,
  stack: Stack,
  site: string,
  { language, login, reuseSession, ...options }: ContextOptions = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext(options);
  if (language) await setLanguage(context, site, language);
  if (login) await addSession(context, site, await (reuseSession ? sharedSession : signIn)(stack, site, login));
  return context;
};

/** The partner, signed in once per test file on each site, in a language (default: a desktop window). */
export const partnerContext = (
  browser: Browser,
  stack: Stack,
  site: string,
  language: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> =>
  siteContext(browser, stack, site, { viewport: DESKTOP, ...options, language, login: 'partner', reuseSession: true });
