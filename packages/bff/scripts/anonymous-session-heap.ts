/**
 * Heap after cookieless referral visits (issue 15 point 4): each visit posts a referral code on a
 * site that keeps codes unvalidated, from one client address or spread over many.
 *   node --expose-gc --conditions=source --import tsx packages/bff/scripts/anonymous-session-heap.ts [visits] [addresses]
 */
import { buildSandbox } from '@gf/sandbox/app';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/platform/config.js';
import { CSRF_HEADER, CSRF_VALUE } from '../src/platform/security/csrf.js';

const [visitsArg = '100000', addressesArg = '1'] = process.argv.slice(2);
const visits = Number(visitsArg);
const addresses = Number(addressesArg);
const sandbox = await buildSandbox({ admin: false, logLevel: 'silent' });
const upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
const app = await buildApp(testConfig({ UPSTREAM_URL: upstream, LOG_LEVEL: 'silent', TRUST_PROXY: true }));
await app.ready();
const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};
const before = heap();
const statuses: Record<number, number> = {};
for (let i = 0; i < visits; i += 1) {
  const n = i % addresses;
  const response = await app.inject({
    method: 'POST',
    url: '/bff/v1/auth/referral',
    headers: {
      host: 'rc.localhost:3000',
      origin: 'http://rc.localhost:3000',
      [CSRF_HEADER]: CSRF_VALUE,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    payload: { ref: `R${i}` },
  });
  statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
}
const after = heap();
console.log(
  JSON.stringify({
    visits,
    addresses,
    statuses,
    sessions: await app.core.sessions.store.count(),
    heapBeforeMiB: +(before / 2 ** 20).toFixed(1),
    heapAfterMiB: +(after / 2 ** 20).toFixed(1),
    growthMiB: +((after - before) / 2 ** 20).toFixed(1),
  }),
);
await app.close();
await sandbox.app.close();
