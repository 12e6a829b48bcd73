import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../../app.js';
import { ConfigError, testConfig } from '../config.js';
import { SITES } from './sites-table.js';

/** RFC 9110 §15.5.20 Misdirected Request: this server does not serve that host. */
const MISDIRECTED = 421;

const EXAMPLE_FILE = fileURLToPath(new URL('../../../../../config/site-hosts.example.json', import.meta.url));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-hosts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let counter = 0;
const hostsFile = async (content: string): Promise<string> => {
  counter += 1;
  const file = join(dir, `hosts-${counter}.json`);
  await writeFile(file, content);
  return file;
};

const siteCodeFor = async (file: string, host: string): Promise<string> => {
  const app = await buildApp(testConfig({ SITE_HOSTS_FILE: file }));
  try {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/site`, headers: { host } });
    return response.statusCode === 200
      ? response.json<{ site: { code: string } }>().site.code
      : String(response.statusCode);
  } finally {
    await app.close();
  }
};

describe('production hostnames file (SITE_HOSTS_FILE)', () => {
  it('the example file is valid and names every site', async () => {
    const app = await buildApp(testConfig({ SITE_HOSTS_FILE: EXAMPLE_FILE }));
    await app.close();
    const { hosts } = (await import(EXAMPLE_FILE, { with: { type: 'json' } })).default as {
      hosts: Record<string, string>;
    };
    expect(new Set(Object.values(hosts))).toEqual(new Set(SITES.map((site) => site.code)));
    expect(await siteCodeFor(EXAMPLE_FILE, 'www.greenway.co.il')).toBe('il');
  });

  it('maps listed hostnames (any port, case or trailing dot) and serves no other host (issue 15: 421)', async () => {
    const file = await hostsFile(JSON.stringify({ hosts: { 'greenway.it': 'it', 'shop.greenway.eu': 'eu' } }));
    expect(await siteCodeFor(file, 'greenway.it')).toBe('it');
    expect(await siteCodeFor(file, 'Shop.Greenway.EU.:443')).toBe('eu');
    expect(await siteCodeFor(file, 'greenway.fr')).toBe(String(MISDIRECTED));
    expect(await siteCodeFor(file, 'il.localhost:3000')).toBe(String(MISDIRECTED));
    expect(await siteCodeFor(file, '')).toBe(String(MISDIRECTED));
  });

  const rejects = async (file: string, ...parts: string[]): Promise<void> => {
    const error = await buildApp(testConfig({ SITE_HOSTS_FILE: file })).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid site hosts file ${file}`);
    for (const part of parts) expect(message).toContain(part);
  };

  it('a missing file stops start-up', async () => {
    await rejects(join(dir, 'absent.json'), 'cannot be read: no such file');
  });

  it('a file that is not JSON stops start-up', async () => {
    await rejects(await hostsFile('{ "hosts": { "greenway.ru": "ru", } }'), 'is not valid JSON');
  });

  it('an unknown site code stops start-up, naming the entry', async () => {
    await rejects(
      await hostsFile(JSON.stringify({ hosts: { 'greenway.ru': 'ru', 'greenway.fr': 'fr' } })),
      '"hosts" → "greenway.fr": unknown site code "fr"',
    );
  });

  it.each([
    ['https://greenway.ru'],
    ['greenway.ru:443'],
    ['Greenway.ru'],
    ['greenway.ru.'],
    ['greenway'],
    ['green way.ru'],
    ['-greenway.ru'],
    ['greenway.ru/shop'],
  ])('a malformed hostname %j stops start-up, naming the entry', async (host) => {
    await rejects(
      await hostsFile(JSON.stringify({ hosts: { [host]: 'ru' } })),
      `${JSON.stringify(host)}: is not a hostname`,
    );
  });

  it('a <code>.localhost hostname is refused (they are built in)', async () => {
    await rejects(
      await hostsFile(JSON.stringify({ hosts: { 'ru.localhost': 'it' } })),
      '"ru.localhost": <code>.localhost',
    );
  });

  it('a hostname listed twice stops start-up, naming it', async () => {
    const text = '{ "hosts": { "greenway.ru": "ru", "www.greenway.ru": "ru", "greenway.ru": "by" } }';
    await rejects(await hostsFile(text), '"hosts" → "greenway.ru": is listed more than once');
  });

  it('a wrong shape stops start-up', async () => {
    await rejects(await hostsFile(JSON.stringify({ greenway: { 'greenway.ru': 'ru' } })), '"greenway"', '"hosts"');
    await rejects(await hostsFile('[]'), '(file)');
  });
});
