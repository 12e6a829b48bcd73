import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type Managed, sleep, startManaged } from './processes.js';

const DEPLOYED_CONF = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

export interface Nginx {
  port: number;
  url: string;
  process: Managed;
  stop: () => Promise<void>;
}

/**
 * The deployed load-balancer configuration (deploy/nginx.conf) with loopback addresses in place of
 * Docker's: the `bff` replicas become the given ports, the listener a free loopback port, and the
 * Docker DNS resolver goes. Everything else (retries, timeouts, headers) is tested as shipped.
 */
export const loopbackSiteConf = (deployed: string, port: number, upstreamPorts: number[]): string => {
  const parameters = /^ {2}server bff:3000 resolve(.*);$/m.exec(deployed)?.[1] ?? '';
  const servers = upstreamPorts.map((p) => `  server 127.0.0.1:${p}${parameters};`).join('\n');
  const conf = deployed
    .replace(/^resolver .*;$/m, '')
    .replace(/^ {2}server bff:3000 .*;$/m, servers)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (conf.includes('bff:3000') || !conf.includes(`listen 127.0.0.1:${port};`))
    throw new Error('deploy/nginx.conf changed shape: update loopbackSiteConf');
  return conf;
};

/** Debian's nginx in the foreground on a free loopback port, round-robin over `upstreamPorts`. */
export const startNginx = async (upstreamPorts: number[], listenPort?: number): Promise<Nginx> => {
  const port = listenPort ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), 'gf-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs'])
    await mkdir(join(dir, name), { recursive: true });
  await writeFile(join(dir, 'site.conf'), loopbackSiteConf(await readFile(DEPLOYED_CONF, 'utf8'), port, upstreamPorts));
  // As root, workers would switch to `nobody`, who cannot read this temporary directory.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  await writeFile(
    join(dir, 'nginx.conf'),
    `${user}worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const managed = startManaged('nginx', [
    '-p',
    dir,
    '-c',
    join(dir, 'nginx.conf'),
    '-g',
    `daemon off; pid ${dir}/nginx.pid; error_log stderr warn;`,
  ]);
  const stop = async (): Promise<void> => {
    await managed.stop('SIGQUIT', 5_000);
    await rm(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (!managed.running()) {
      await stop();
      throw new Error(`nginx exited\n${managed.output()}`);
    }
    try {
      // Any answer means it listens (the replicas may not be up yet).
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      return { port, url, process: managed, stop };
    } catch {
      await sleep(50);
    }
  }
  await stop();
  throw new Error(`nginx did not listen on ${port}\n${managed.output()}`);
};
