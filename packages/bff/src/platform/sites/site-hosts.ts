import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../config.js';
import type { Site } from './site.js';

/**
 * Production hostnames (config `SITE_HOSTS_FILE`; example: `config/site-hosts.example.json`).
 *
 * The file is JSON: `{ "$comment"?: string, "hosts": { "<hostname>": "<site code>", ... } }`.
 * A hostname is lower case, without scheme, port, path or trailing dot, and has at least two labels
 * (`greenway.ru`, `www.greenway.ru`; internationalised names in their `xn--` form). A site code is a
 * `code` of the sites table (`ru`, `eu`, `rc`, `company`, ...). Each hostname is listed once; several
 * hostnames may name the same site. `<code>.localhost` always works and is not listed. The file is
 * checked at start: a missing file, bad JSON, an unknown key, a malformed or repeated hostname or an
 * unknown site code stops start-up with a message naming the file and the entry.
 */
export class SiteHostsError extends ConfigError {}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);

const Hostname = z
  .string()
  .max(253, 'is longer than 253 characters')
  .regex(HOSTNAME, 'is not a hostname: write it in lower case without scheme, port, path or trailing dot')
  .refine((host) => !host.endsWith('.localhost'), '<code>.localhost hosts are built in: leave them out');

const hostsFileSchema = (codes: readonly string[]) =>
  z.strictObject({
    $comment: z.string().optional(),
    hosts: z.record(
      Hostname,
      z.enum(codes as [string, ...string[]], {
        error: (issue) => `unknown site code ${JSON.stringify(issue.input)} (known: ${codes.join(', ')})`,
      }),
    ),
  });

interface Problem {
  path: PropertyKey[];
  message: string;
}

/** JSON.parse keeps the last of repeated keys silently; this finds them in the (valid JSON) text. */
const repeatedKeys = (text: string): Problem[] => {
  const problems: Problem[] = [];
  const frames: { keys: Set<string> | null; path: string[] }[] = [];
  let lastKey: string | undefined;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"|[{}[\]]/g)) {
    const token = match[0];
    const top = frames.at(-1);
    if (token === '{' || token === '[') {
      const path = top ? [...top.path, ...(lastKey === undefined ? [] : [lastKey])] : [];
      frames.push({ keys: token === '{' ? new Set() : null, path });
      lastKey = undefined;
    } else if (token === '}' || token === ']') {
      frames.pop();
      lastKey = undefined;
    } else if (/^\s*:/.test(text.slice(match.index + token.length)) && top?.keys) {
      const key = JSON.parse(token) as string;
      if (top.keys.has(key)) problems.push({ path: [...top.path, key], message: 'is listed more than once' });
      top.keys.add(key);
      lastKey = key;
    } else {
      lastKey = undefined;
    }
  }
  return problems;
};

const fail = (file: string, problems: readonly Problem[]): never => {
  const lines = problems.map(({ path, message }) => {
    const where = path.map((key) => (typeof key === 'string' ? JSON.stringify(key) : String(key))).join(' → ');
    return `  ${where || '(file)'}: ${message}`;
  });
  throw new SiteHostsError(`Invalid site hosts file ${file} (SITE_HOSTS_FILE):\n${lines.join('\n')}`);
};

/** Reads and checks the hosts file; no file configured means no production hostnames. */
export const loadSiteHosts = async (
  file: string | undefined,
  byCode: ReadonlyMap<string, Site>,
): Promise<Map<string, Site>> => {
  const hosts = new Map<string, Site>();
  if (!file) return hosts;
  const path = resolve(file);

  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    return fail(path, [{ path: [], message: `cannot be read: ${reason}` }]);
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(path, [{ path: [], message: `is not valid JSON: ${(error as Error).message}` }]);
  }

  const result = hostsFileSchema([...byCode.keys()]).safeParse(json);
  const problems: Problem[] = repeatedKeys(text);
  for (const issue of result.error?.issues ?? []) {
    const nested = issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message) : [issue.message];
    for (const message of nested) problems.push({ path: issue.path, message });
  }
  if (problems.length > 0 || !result.success) return fail(path, problems);

  for (const [host, code] of Object.entries(result.data.hosts)) hosts.set(host, byCode.get(code) as Site);
  return hosts;
};
