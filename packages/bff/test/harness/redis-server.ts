import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export interface RedisServer {
  url: string;
  /** The gateway's settings for it (REDIS_URL). */
  env: Record<string, string>;
  port: number;
  stop: () => Promise<void>;
  /** Starts it again on the same port (after `stop`). */
  start: () => Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Debian's redis-server on a free loopback port; stopped by `stop()`. Without persistence by default;
 * with `persistDir` it saves on `stop()` and loads again on `start()`, as a production Redis with
 * snapshots would (sessions survive the outage). Always with a folder of its own (`--dir`): Redis
 * writes its files (a replica's sync, a save) there, never in the folder the tests run from.
 */
export const startRedis = async (options: { persistDir?: string } = {}): Promise<RedisServer> => {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let scratch: string | null = null;
  const start = async (): Promise<void> => {
    if (!options.persistDir) scratch = await mkdtemp(join(tmpdir(), 'gf-redis-'));
    const persistence = options.persistDir
      ? ['--dir', options.persistDir, '--dbfilename', 'dump.rdb', '--save', '3600 1']
      : ['--dir', scratch ?? '', '--save', ''];
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', ...persistence, '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    for (let i = 0; i < 100; i += 1) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    probe.disconnect();
    throw new Error(`redis-server did not start on ${port}`);
  };
  const stop = async (): Promise<void> => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGTERM');
    await new Promise((resolve) => running.once('exit', resolve));
    if (scratch) await rm(scratch, { recursive: true, force: true });
    scratch = null;
  };
  await start();
  return { url, env: { REDIS_URL: url }, port, stop, start };
};
