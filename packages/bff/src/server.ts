import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, drainTimeoutMs, loadConfig } from './platform/config.js';
import { LAME_DUCK_MS } from './platform/operations/drain.js';
import { stopTracing } from './platform/operations/tracing.js';

/** The client built beside this gateway; without a build the gateway serves its API alone. */
const BUILT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const defaultWebDist = existsSync(join(BUILT_WEB_DIST, 'index.html')) ? { WEB_DIST: BUILT_WEB_DIST } : {};

const start = async (): Promise<void> => {
  const config = loadConfig({ ...defaultWebDist, ...process.env });
  const app = await buildApp(config);
  /**
   * The stop (README, "Deploys"): the drain makes /readyz answer 503, ends event streams with a
   * reconnection hint and hands running jobs to the other instances; for LAME_DUCK_MS the instance
   * still listens and serves, each reply closing its connection. Then `app.close()` stops listening,
   * waits for the requests in flight and closes Redis. Last, the spans not sent yet go out.
   */
  const close = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A keep-alive connection whose request finished after close began would hold the server open.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, drainTimeoutMs(config)).unref();
    app.drain.begin();
    await sleep(LAME_DUCK_MS);
    await app.close();
    clearInterval(sweep);
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  await app.listen({ port: config.PORT, host: config.HOST });
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
