import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createRedis, RECONNECT_MAX_MS } from './redis-client.js';

const PRIMARY_NAME = 'gf-primary';

/** A server speaking just enough RESP for ioredis: every command array goes to `answer`. */
const respServer = async (
  answer: (command: string[], socket: Socket) => void,
): Promise<Server & { sockets: Set<Socket> }> => {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      // Whole commands only: *N, then N pairs of $length and value.
      for (;;) {
        const lines = buffered.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!lines[0]?.startsWith('*') || lines.length < 1 + 2 * count + 1) return;
        const command = Array.from({ length: count }, (_, i) => lines[2 + 2 * i] as string);
        buffered = lines.slice(1 + 2 * count).join('\r\n');
        answer(command, socket);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { sockets });
};

const bulk = (value: string): string => `$${Buffer.byteLength(value)}\r\n${value}\r\n`;
const array = (...values: string[]): string => `*${values.length}\r\n${values.map(bulk).join('')}`;
const portOf = (server: Server): number => (server.address() as AddressInfo).port;

/** A primary: answers the ready check (INFO, role master), CLIENT SETNAME and PING. */
const fakePrimary = () =>
  respServer(([name], socket) => {
    const command = name?.toLowerCase();
    if (command === 'info') socket.write(bulk('# Replication\r\nrole:master\r\nloading:0\r\n'));
    else if (command === 'ping') socket.write('+PONG\r\n');
    else if (command === 'quit') socket.end('+OK\r\n');
    else socket.write('+OK\r\n');
  });

const waitFor = async (what: string, done: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Issue 31, item 2: a failover announced while a connection asks where the primary is. */
describe('a Redis connection through Sentinel', () => {
  const closing: Array<() => void> = [];
  afterEach(() => {
    for (const close of closing.splice(0)) close();
  });

  it('reaches the new primary when +switch-master arrives while it is asking a sentinel (redis/ioredis#1683)', async () => {
    const oldPrimary = await fakePrimary();
    const newPrimary = await fakePrimary();
    let primary = portOf(oldPrimary);
    // The sentinel: where the primary is (held while `hold` is set), which sentinels there are, and
    // +switch-master to whoever subscribed.
    const subscribers = new Set<Socket>();
    let hold = false;
    const held: Array<() => void> = [];
    const sentinel = await respServer(([name, sub], socket) => {
      if (name === 'subscribe') {
        subscribers.add(socket);
        socket.write(`*3\r\n${bulk('subscribe')}${bulk(sub as string)}:1\r\n`);
      } else if (sub === 'get-master-addr-by-name') {
        const reply = () => socket.write(array('127.0.0.1', String(primary)));
        if (hold) held.push(reply);
        else reply();
      } else socket.write('*0\r\n');
    });
    closing.push(() => {
      for (const server of [oldPrimary, newPrimary, sentinel]) {
        for (const socket of server.sockets) socket.destroy();
        server.close();
      }
    });

    const redis: Redis = createRedis(
      loadConfig({ REDIS_SENTINELS: `127.0.0.1:${portOf(sentinel)}`, REDIS_SENTINEL_NAME: PRIMARY_NAME }),
      'failover-race',
    );
    const errors: string[] = [];
    redis.on('error', (error: Error) => errors.push(error.message));
    closing.unshift(() => redis.disconnect());
    await waitFor('the first connection', () => redis.status === 'ready' && subscribers.size > 0);
    expect(await redis.ping()).toBe('PONG');

    // The primary dies; the connection asks the sentinel again, and the answer waits.
    hold = true;
    for (const socket of oldPrimary.sockets) socket.destroy();
    oldPrimary.close();
    await waitFor('the question after the primary died', () => held.length > 0);
    // The sentinels agree on the new primary and say so, while the question is still open.
    primary = portOf(newPrimary);
    for (const socket of subscribers) socket.write(array('message', '+switch-master', `${PRIMARY_NAME} old new`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    hold = false;
    for (const reply of held.splice(0)) reply();

    await waitFor('the new primary', () => redis.status === 'ready' && newPrimary.sockets.size > 0);
    expect(await redis.ping()).toBe('PONG');
    expect(errors).toContain('ioredis ended a connection the gateway still uses; connecting again');
  });

  it('stays closed once the gateway closes it', async () => {
    const primary = await fakePrimary();
    closing.push(() => primary.close());
    const redis = createRedis(loadConfig({ REDIS_URL: `redis://127.0.0.1:${portOf(primary)}` }), 'closed');
    redis.on('error', () => {});
    await waitFor('the connection', () => redis.status === 'ready');
    await redis.quit();
    await waitFor('the end', () => redis.status === 'end');
    await new Promise((resolve) => setTimeout(resolve, 2 * RECONNECT_MAX_MS));
    expect(redis.status).toBe('end');
    expect(primary.sockets.size).toBe(0);
  });
});
