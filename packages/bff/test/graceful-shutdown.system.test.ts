import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSandbox, type Sandbox } from '@gf/sandbox/app';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await buildSandbox({ admin: true, logLevel: 'silent' });
});
afterAll(() => sandbox?.app.close());

it('finishes requests in flight on SIGTERM, then exits', async () => {
  const upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  const gateway = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'packages/bff/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => gateway.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: 'latency=1500', operations: ['inviteInfo'] },
    });
    const inFlight = fetch(`${base}/bff/v1/auth/invite-info?invite=INV-P-100001`, {
      headers: { host: `ru.localhost:${port}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    gateway.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user_type: 'partner' });
    expect(await exited).toBe(0);
  } finally {
    if (gateway.exitCode === null) gateway.kill('SIGKILL');
  }
});
