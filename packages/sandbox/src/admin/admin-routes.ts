import type { FastifyInstance } from 'fastify';
import type { CallLog } from '../call-log.js';
import { type Faults, parseFault } from '../faults.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { tokens } from '../state/tokens.js';

export const ADMIN_PREFIX = '/__admin';

export interface AdminOptions {
  callLog: CallLog;
  faults: Faults;
  state: () => SandboxState;
  reset: () => void;
}

/** Test controls, registered only with SANDBOX_ADMIN=1: reset, call log, fault switches, token expiry. */
export const adminRoutes = async (app: FastifyInstance, options: AdminOptions): Promise<void> => {
  app.post('/reset', async () => {
    options.reset();
    options.callLog.clear();
    options.faults.set(null);
    return { ok: true };
  });

  app.get('/calls', async () => options.callLog.snapshot());
  app.delete('/calls', async () => {
    options.callLog.clear();
    return { ok: true };
  });

  app.get('/faults', async () => ({ fault: options.faults.current() }));
  app.post<{ Body: { fault?: string; operations?: string[]; times?: number } }>('/faults', async (request, reply) => {
    const { fault, operations, times } = request.body ?? {};
    if (!fault)
      return reply.code(400).send({ detail: 'fault is required, e.g. "status=502" or "latency=100;status=500"' });
    try {
      options.faults.set({
        fault: parseFault(fault),
        ...(operations ? { operations } : {}),
        ...(times !== undefined ? { times } : {}),
      });
    } catch (error) {
      return reply.code(400).send({ detail: (error as Error).message });
    }
    return { ok: true };
  });
  app.delete('/faults', async () => {
    options.faults.set(null);
    return { ok: true };
  });

  app.post('/tokens/expire', async () => ({ expired: tokens(options.state()).expireAll() }));
};
