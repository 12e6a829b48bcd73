import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FollowedStream, followEventSource } from './harness/event-source.js';
import { sleep } from './harness/processes.js';
import { type Reply, startTopology, type Topology } from './harness/topology.js';

const INSTANCES = 3;
const READERS = 6;
/** Partner sessions each starting Excel exports one after the other and following their events. */
const EXPORTERS = 3;
const LOGINS = ['partner', 'client', 'employee'];
/** Load before the first restart and between restarts. */
const SETTLE_MS = 1_500;
const EXPORTS = '/bff/v1/office/statements/excel-exports';
/** One export's bound: its schedule (0.5, 1, 3, then 5 s a poll, 3–4 polls here) and reconnections. */
const EXPORT_BOUND_MS = 60_000;

/** A recent bonus period (`YYYYMM`), `back` months before this one: the sandbox exports the last six. */
const periodBack = (back: number): number => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1;
};

interface Outcome {
  what: string;
  ok: boolean;
  detail: string;
}

/**
 * Issue 31 item 3: deploys nobody notices. Three gateway processes behind nginx (deploy/nginx.conf)
 * are stopped (SIGTERM) and started again one after the other under steady signed-in load, with
 * Excel exports running and their event streams open.
 */
describe('a rolling restart of three gateways behind nginx', () => {
  let t: Topology;
  beforeAll(async () => {
    t = await startTopology(INSTANCES);
  });
  afterAll(() => t?.stop());

  it('fails no request, finishes every Excel export, and moves every event stream to another instance', async () => {
    const readers: string[] = [];
    for (let i = 0; i < READERS; i += 1) readers.push(await t.signIn(LOGINS[i % LOGINS.length] ?? ''));
    const exporters: string[] = [];
    for (let i = 0; i < EXPORTERS; i += 1) exporters.push(await t.signIn('partner'));
    const host = `ru.localhost:${t.nginx.port}`;
    const streams = new Agent({ keepAliveTimeout: 1_000, connections: EXPORTERS * 2 });

    const outcomes: Outcome[] = [];
    /** One request's outcome; no answer at all is a failure too. */
    const note = async (
      what: string,
      send: () => Promise<Reply>,
      ok: (reply: Reply) => boolean,
    ): Promise<Reply | null> => {
      try {
        const reply = await send();
        outcomes.push({ what, ok: ok(reply), detail: `${reply.status} ${reply.body.slice(0, 200)}` });
        return reply;
      } catch (error) {
        outcomes.push({ what, ok: false, detail: String((error as Error).message) });
        return null;
      }
    };
    let restarting = true;
    const read = async (worker: number): Promise<void> => {
      for (let i = worker; restarting; i += READERS) {
        const cookie = readers[i % readers.length];
        if (i % 2 === 0)
          await note(
            'auth',
            () => t.call('GET', '/bff/v1/auth?fresh=1', { cookie }),
            (reply) => reply.status === 200 && reply.json().signedIn === true,
          );
        else
          await note(
            'mail',
            () => t.call('GET', '/bff/v1/office/mail', { cookie }),
            (reply) => reply.status === 200,
          );
      }
    };
    const exports: { id: string; cookie: string; stream: FollowedStream }[] = [];
    const exportOne = async (exporter: number): Promise<void> => {
      while (restarting) {
        const cookie = exporters[exporter] ?? '';
        const period = periodBack(exporter);
        const started = await note(
          'export start',
          () => t.call('POST', EXPORTS, { cookie, body: { period_id: period } }),
          (reply) => reply.status === 202,
        );
        if (started?.status !== 202) return;
        const { id } = started.json();
        const stream = await followEventSource({
          url: `${t.nginx.url}${EXPORTS}/${id}/events`,
          headers: { host, cookie },
          dispatcher: streams,
          done: (event) => (event as { state: string }).state !== 'running',
          maxMs: EXPORT_BOUND_MS,
        });
        exports.push({ id, cookie, stream });
      }
    };
    const load = Promise.all([
      ...Array.from({ length: READERS }, (_, worker) => read(worker)),
      ...Array.from({ length: EXPORTERS }, (_, exporter) => exportOne(exporter)),
    ]);

    await sleep(SETTLE_MS);
    const stops: { exit: number | null; ms: number }[] = [];
    for (const instance of t.instances) {
      const began = Date.now();
      const exit = await instance.stop();
      stops.push({ exit, ms: Date.now() - began });
      await instance.start();
      await sleep(SETTLE_MS);
    }
    restarting = false;
    await load;
    await streams.close();

    const reconnections = exports.reduce((sum, one) => sum + one.stream.connections - 1, 0);
    console.log(
      `rolling restart: ${outcomes.length} requests, ${outcomes.filter((o) => !o.ok).length} failed; ` +
        `${exports.length} exports, their streams reconnected ${reconnections} times; ` +
        `stops took ${stops.map((stop) => `${stop.ms} ms`).join(', ')}`,
    );
    expect(stops.map((stop) => stop.exit)).toEqual(Array(INSTANCES).fill(0));
    expect(outcomes.filter((outcome) => !outcome.ok).map((o) => `${o.what}: ${o.detail}`)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
    // Each stopping instance ended the streams it held with a hint, and they went on elsewhere.
    expect(exports.flatMap((one) => one.stream.failures)).toEqual([]);
    expect(reconnections).toBeGreaterThan(0);
    // Every export ended ready: on its stream, and as any instance now reads it.
    for (const { id, cookie, stream } of exports) {
      expect(stream.events.at(-1), id).toMatchObject({ id, state: 'ready' });
      expect((await t.call('GET', `${EXPORTS}/${id}`, { cookie })).json()).toMatchObject({ id, state: 'ready' });
    }
    expect(t.instances.map((instance) => instance.process().running())).toEqual(Array(INSTANCES).fill(true));
  }, 240_000);
});
