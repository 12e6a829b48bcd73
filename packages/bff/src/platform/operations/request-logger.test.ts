import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { requestLoggerFactory } from './request-logger.js';

/** A pino logger at `level` whose lines land in `lines`, with the gateway's kind of redaction. */
const capture = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level, redact: { paths: ['secret'], censor: '[redacted]' } },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { lines, logger: logger as unknown as FastifyBaseLogger };
};

describe("a request's logger, made at its first line (issue 30 guard rails)", () => {
  it('writes what the child Fastify would make writes: the request id, the redaction', () => {
    const { lines, logger } = capture('info');
    const log = requestLoggerFactory(logger, { reqId: 'req-7' }, {});
    log.warn({ secret: 'hunter2', path: '/x' }, 'upstream slow');
    log.info('plain');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-7', secret: '[redacted]', path: '/x', msg: 'upstream slow' },
      { level: 30, reqId: 'req-7', msg: 'plain' },
    ]);
  });

  it('makes no child for a request that writes nothing, or only below the level', () => {
    const { lines, logger } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const log = requestLoggerFactory(logger, { reqId: 'req-8' }, {});
    log.debug('not written');
    log.trace({ any: 1 }, 'nor this');
    expect((log as FastifyBaseLogger & { isLevelEnabled: (l: string) => boolean }).isLevelEnabled('debug')).toBe(false);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    log.error('now');
    expect(child).toHaveBeenCalledTimes(1);
    log.error('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => line.reqId)).toEqual(['req-8', 'req-8']);
  });

  it('follows a level set on it, and a child of it keeps the request id', () => {
    const { lines, logger } = capture('info');
    const log = requestLoggerFactory(logger, { reqId: 'req-9' }, {});
    log.level = 'debug';
    log.debug('now written');
    log.child({ part: 'upload' }).info('inner');
    expect(logger.level).toBe('info');
    expect(lines).toMatchObject([
      { level: 20, reqId: 'req-9', msg: 'now written' },
      { level: 30, reqId: 'req-9', part: 'upload', msg: 'inner' },
    ]);
  });

  it('a route with its own level gets its child at once, at that level', () => {
    const { lines, logger } = capture('info');
    const log = requestLoggerFactory(logger, { reqId: 'req-10' }, { level: 'debug' });
    log.debug('route level');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-10' }]);
  });

  it("in the gateway, a request's own line names its request id, as its access line does", async () => {
    const h: Harness = await startHarness();
    try {
      // The route policy writes why it refused a visitor (at debug: the harness logs at trace).
      await h.get('/bff/v1/office/orders');
      const lines = h.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      const access = lines.find((line) => line.msg === 'request completed' && line.path === '/bff/v1/office/orders');
      expect(access).toMatchObject({ status: 401, reqId: expect.any(String) });
      expect(lines.find((line) => line.msg === 'access refused')).toMatchObject({ reqId: access?.reqId, level: 20 });
    } finally {
      await h.close();
    }
  });
});
