// `npm start`: installs what is missing, builds, starts the sandbox and the gateway, prints the URLs.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gatewayArgs } from './gateway-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
const upstream = process.env.UPSTREAM_URL;

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
if (mtime(`${root}node_modules/.package-lock.json`) < mtime(`${root}package-lock.json`)) {
  console.log('Installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
console.log('Building…');
run(npm, ['run', 'build']);

const children = [];
const start = (name, args, env) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
};

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const waitFor = async (url) => {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 20 s`);
};

if (!upstream) {
  start('sandbox', ['packages/sandbox/dist/src/server.js'], { SANDBOX_PORT: String(sandboxPort) });
  await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`);
}
// With the embedded sandbox, it also stands in for the address service of checkout's suggestions.
const geocoder =
  upstream || process.env.GEOCODER_URL !== undefined
    ? {}
    : await import('../packages/contracts/dist/src/geocoder/geocoder.js').then((m) => ({
        GEOCODER_URL: `http://127.0.0.1:${sandboxPort}${m.SANDBOX_GEOCODER_PREFIX}`,
        GEOCODER_KEY: m.SANDBOX_GEOCODER_KEY,
      }));
// As the gateway package's start script and the image run it: the tracing preload first (it loads
// OpenTelemetry only when OTEL_EXPORTER_OTLP_ENDPOINT is set).
start('gateway', gatewayArgs(root), {
  PORT: String(port),
  UPSTREAM_URL: upstream ?? `http://127.0.0.1:${sandboxPort}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...geocoder,
});
await waitFor(`http://127.0.0.1:${port}/bff/v1/site`);

console.log(`
Ready.
  Default site (RU):  http://localhost:${port}
  A country site:     http://<site>.localhost:${port}   e.g. http://it.localhost:${port}, http://il.localhost:${port}, http://us.localhost:${port}
  Upstream:           ${upstream ?? `embedded sandbox on http://127.0.0.1:${sandboxPort}`}
  Demo accounts:      partner, client, employee, manager, viewer, suspended, newbie, lapsed (password demo1234, SMS code 1111)
Press Ctrl+C to stop.`);
