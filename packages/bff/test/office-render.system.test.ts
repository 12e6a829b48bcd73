import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER, PRIVATE_CACHE_CONTROL } from '../src/platform/cache/public-reads.js';
import { SSR_PAYLOAD_ID } from '../src/platform/rendering/page-document.js';
import { type Harness, startHarness } from './harness/gateway-harness.js';

/** The built client (`npm run build`), with its server bundle in dist/server. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const IL = { host: 'il.localhost:3000', origin: 'http://il.localhost:3000' };

/** Issue 36 item 3: the office pages a partner opens most, rendered by the gateway. */
const OFFICE_PAGES = [
  '/office',
  '/office/business/statement',
  '/office/finance/accounts',
  '/office/business/structure',
  '/office/mail',
  '/office/events',
] as const;

interface Viewer {
  cookie: string;
  headers: Record<string, string>;
  name: string;
  number: string;
}

const payloadOf = (html: string): { dehydrated: { queries: { queryKey: unknown[] }[] } } | null => {
  const block = html.match(new RegExp(`id="${SSR_PAYLOAD_ID}">(.*?)</script>`))?.[1];
  return block ? JSON.parse(block) : null;
};
/** The content of `#root`: what the page shows before any script runs. */
const rootOf = (html: string): string =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SSR_PAYLOAD_ID}"`));

describe('office pages rendered for their signed-in visitor (issue 36)', () => {
  let h: Harness;
  let ruPartner: Viewer;
  let ilEmployee: Viewer;
  const viewerOf = async (cookie: string, headers: Record<string, string> = {}): Promise<Viewer> => {
    const auth = JSON.parse((await h.get('/bff/v1/auth', cookie, headers)).body) as {
      user: { name: string; number: string };
    };
    return { cookie, headers, name: auth.user.name, number: auth.user.number };
  };
  const page = (path: string, viewer?: Viewer) => h.get(path, viewer?.cookie, viewer?.headers);

  beforeAll(async () => {
    h = await startHarness({ WEB_DIST });
    ruPartner = await viewerOf(await h.signIn('partner'));
    const ilHeaders = { host: IL.host, origin: IL.origin };
    const ilSignIn = await h.post(
      '/bff/v1/auth/sign-in',
      { login: 'employee', password: 'demo1234' },
      undefined,
      ilHeaders,
    );
    const cookie = ilSignIn.cookies.find((c) => c.name === 'gf_session');
    if (!cookie) throw new Error(`no il session: ${ilSignIn.statusCode} ${ilSignIn.body}`);
    ilEmployee = await viewerOf(`gf_session=${cookie.value}`, { host: IL.host });
  });
  afterAll(async () => h?.close());

  it.each(OFFICE_PAGES)(
    'renders %s with the visitor data, private and never stored, with every query declared',
    async (path) => {
      const reply = await page(path, ruPartner);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(reply.headers[CACHE_STATUS_HEADER]).toBe('private');
      expect(reply.headers.etag).toBeUndefined();
      const root = rootOf(reply.body);
      // The page, not the boot spinner: its heading, in the site's language.
      expect(root).toMatch(/<h1[^>]*>[^<]+/);
      expect(root).not.toContain('boot-spinner');
      expect(reply.body).toContain('<html lang="ru" dir="ltr">');
      // A page no search engine keeps.
      expect(reply.body).toContain('<meta name="robots" content="noindex"');
      expect(reply.body).not.toContain('rel="canonical"');
      // The data the browser hydrates from is the visitor's: their name is in it.
      expect(JSON.stringify(payloadOf(reply.body))).toContain(ruPartner.name);
      const undeclared = h.logs.filter((line) => line.includes('a server page ran queries its route does not declare'));
      expect(undeclared.join('')).toBe('');
      // Asked again, rendered again: nothing of it was kept.
      expect((await page(path, ruPartner)).headers[CACHE_STATUS_HEADER]).toBe('private');
    },
  );

  it('puts the first screen of a list in the HTML: the structure first line, a page of operations', async () => {
    const structure = rootOf((await page('/office/business/structure', ruPartner)).body);
    expect(structure.match(/data-number="\d+"/g)?.length ?? 0).toBeGreaterThan(0);
    const accounts = rootOf((await page('/office/finance/accounts', ruPartner)).body);
    // The table and the phone's cards, until the browser knows its width.
    expect(accounts).toMatch(/<table[^>]*aria-label/);
    expect(accounts.match(/<tr data-index=/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('renders a phone’s list as its cards alone, by the browser’s Sec-CH-UA-Mobile hint, and says so to the hydration', async () => {
    const phone = { ...ruPartner, headers: { ...ruPartner.headers, 'sec-ch-ua-mobile': '?1' } };
    const reply = await page('/office/finance/accounts', phone);
    const accounts = rootOf(reply.body);
    expect(accounts).toMatch(/<ul[^>]*aria-label/);
    expect(accounts).not.toContain('<table');
    expect(payloadOf(reply.body)).toMatchObject({ viewport: 'narrow' });
    // A desktop (its narrow window too) and a browser without the hint keep both layouts.
    const desktop = { ...ruPartner, headers: { ...ruPartner.headers, 'sec-ch-ua-mobile': '?0' } };
    for (const viewer of [desktop, ruPartner]) {
      const both = await page('/office/finance/accounts', viewer);
      expect(rootOf(both.body)).toMatch(/<table[^>]*aria-label/);
      expect(rootOf(both.body)).toMatch(/<ul[^>]*aria-label/);
      expect(payloadOf(both.body)).not.toHaveProperty('viewport');
    }
    // A stored public page is everyone's: the hint changes nothing in it.
    const shop = await h.get('/shop', undefined, { 'sec-ch-ua-mobile': '?1' });
    expect(payloadOf(shop.body)).not.toHaveProperty('viewport');
  });

  it('sends the client shell to a visitor without a session, and never a signed-in render', async () => {
    await page('/office', ruPartner);
    const anonymous = await page('/office');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('class="boot-spinner"');
    expect(anonymous.body).not.toContain(SSR_PAYLOAD_ID);
    expect(anonymous.body).not.toContain(ruPartner.name);
  });

  it('never lets two visitors on two sites see each other, however their renders interleave (item 4)', async () => {
    // The pages both may open (an employee has no statement, accounts or structure of their own).
    const both = ['/office', '/office/mail', '/office/events'];
    // One render thread and its queue hold both visitors' renders at once.
    const asked = Array.from({ length: 12 }, (_, index) => ({
      viewer: index % 2 === 0 ? ruPartner : ilEmployee,
      path: both[Math.floor(index / 2) % both.length] as string,
    }));
    const replies = await Promise.all(asked.map(({ viewer, path }) => page(path, viewer)));
    replies.forEach((reply, index) => {
      const { viewer, path } = asked[index] as (typeof asked)[number];
      const other = viewer === ruPartner ? ilEmployee : ruPartner;
      const label = `${path} as ${viewer.number}`;
      expect(reply.headers[CACHE_STATUS_HEADER], label).toBe('private');
      expect(reply.body, label).toContain(viewer.number);
      expect(reply.body, label).not.toContain(other.number);
      expect(reply.body, label).not.toContain(other.name);
      expect(String(reply.headers['set-cookie'] ?? ''), label).not.toContain(other.cookie.split('=')[1]);
    });
    // The stored anonymous pages hold no signed-in render: the public home, as anyone gets it.
    for (const viewer of [ruPartner, ilEmployee]) {
      const home = await h.get('/', undefined, viewer.headers);
      expect(home.body).not.toContain(viewer.number);
    }
  });

  it('shows a spectator the watched partner office, with the spectator banner', async () => {
    const watching = await h.spectate('manager', 'partner');
    const reply = await page('/office', { ...ruPartner, cookie: watching });
    expect(reply.headers[CACHE_STATUS_HEADER]).toBe('private');
    expect(JSON.stringify(payloadOf(reply.body))).toContain(ruPartner.number);
    expect(rootOf(reply.body)).toContain('data-spectator-banner');
  });

  it('sends the shell when a read of the page is refused: the browser shows why', async () => {
    const client = await h.signIn('client');
    const reply = await page('/office/business/structure', { ...ruPartner, cookie: client });
    expect(reply.body).toContain('class="boot-spinner"');
    expect(reply.body).not.toContain(SSR_PAYLOAD_ID);
  });
});
