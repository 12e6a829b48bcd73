import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RecordingPlayer } from '../recording/player.js';
import { REPLAY_UPSTREAM_URL, scenarioUpstream } from './upstream.js';

const SOURCE_DIRS = ['../integration/', '../recording/'].map((dir) => new URL(dir, import.meta.url));

/** Replay needs no sandbox: the suite's code never loads it statically, and replay has nowhere to connect to. */
describe('replay runs without a sandbox', () => {
  it('no integration or recording module imports the sandbox or the live-sandbox harness statically', async () => {
    const offenders: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const entry of await readdir(dir, { recursive: true })) {
        if (!entry.endsWith('.ts') || entry.endsWith('isolation.test.ts')) continue;
        const text = await readFile(new URL(entry, dir), 'utf8');
        if (/^import [^;]*from '(@gf\/sandbox[^']*|[./]*test-support\/gateway-harness\.js)'/m.test(text))
          offenders.push(entry);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives the gateway the player and an upstream address that cannot resolve', async () => {
    const upstream = await scenarioUpstream('replay', 'sign-in', () => 0, { UPSTREAM_URL: 'http://127.0.0.1:4010' });
    expect(upstream.url).toBe(REPLAY_UPSTREAM_URL);
    expect(new URL(upstream.url).hostname.endsWith('.invalid')).toBe(true);
    expect(upstream.dispatcher).toBeInstanceOf(RecordingPlayer);
  });
});
