/**
 * Child process of the benchmark (run with --expose-gc): the gateway's memory for 10,000 stored
 * sessions in its in-memory store (one instance without Redis). Each session is a signed-in
 * session with a real user object from the sandbox, as sign-in stores it. Prints one JSON line.
 */
import { randomBytes } from 'node:crypto';
import { MemorySessionStore } from '../../packages/bff/dist/src/platform/session/memory-store.js';

const COUNT = 10_000;
const TTL_S = 4 * 86_400;
const user = JSON.parse(process.argv[2] ?? 'null');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !user) throw new Error('run with --expose-gc and a user object as the argument');

const settle = (): NodeJS.MemoryUsage => {
  for (let i = 0; i < 4; i += 1) gc();
  return process.memoryUsage();
};

const store = new MemorySessionStore();
const before = settle();
for (let i = 0; i < COUNT; i += 1) {
  const now = Date.now();
  await store.set(
    randomBytes(32).toString('base64url'),
    {
      tokens: {
        access: `at_${randomBytes(24).toString('hex')}`,
        refresh: `rt_${randomBytes(24).toString('hex')}`,
        expiresAt: now + 300_000,
      },
      user: { ...user, id: user.id + i },
      userLoadedAt: now,
      unreadMail: i % 7,
      spectator: null,
      pendingAgreement: null,
      referral: null,
      createdAt: now,
    },
    TTL_S,
  );
}
const after = settle();
console.log(
  JSON.stringify({
    sessions: COUNT,
    heapBytes: after.heapUsed - before.heapUsed,
    rssBytes: after.rss - before.rss,
    bytesPerSession: Math.round((after.heapUsed - before.heapUsed) / COUNT),
    userJsonBytes: JSON.stringify(user).length,
    stored: await store.count(),
  }),
);
