import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { SANDBOX_GEOCODER_KEY } from '@gf/contracts/geocoder/geocoder';
import { TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';
import { LARGEST_UPLOAD_BYTES } from '@gf/contracts/rules/upload-rules';
import Fastify, { type FastifyInstance } from 'fastify';
import { ADMIN_PREFIX, adminRoutes } from './admin/admin-routes.js';
import { CallLog } from './call-log.js';
import { Faults } from './faults.js';
import { geocoderProvider } from './geocoder/geocoder-provider.js';
import { handlers } from './handlers.js';
import { mediaRoutes } from './media/media-routes.js';
import { providerPages } from './payment/provider-pages.js';
import { registerOperations } from './router.js';
import { SandboxState } from './state/sandbox-state.js';

export const SANDBOX_PREFIX = '/api/v1';
export const DEFAULT_SEED = 20261122;
/** Issue 3: access tokens expire after SANDBOX_TOKEN_TTL seconds, 300 by default. */
export const DEFAULT_TOKEN_TTL_SECONDS = 300;

export interface SandboxConfig {
  seed?: number;
  tokenTtlSeconds?: number;
  /** Admin routes and fault switches (SANDBOX_ADMIN=1). */
  admin?: boolean;
  validateReplies?: boolean;
  logLevel?: string;
  now?: () => number;
  /** Ticket hold length in ms (spec 2 §9 TICKET_HOLD_MS by default); browser tests shorten it to watch a hold lapse. */
  ticketHoldMs?: number;
  /** The gateway's purge hook, told when an admin call changes a price (SANDBOX_PURGE_URL). */
  purgeUrl?: string;
}

export interface Sandbox {
  app: FastifyInstance;
  callLog: CallLog;
  faults: Faults;
  state: () => SandboxState;
  /** Where uploads are written as they arrive (tests check that nothing half-sent stays). */
  uploadDir: string;
}

/** The stand-in for the company API: every operation of the upstream contract, with state. */
export const buildSandbox = async (config: SandboxConfig = {}): Promise<Sandbox> => {
  const options = {
    seed: config.seed ?? DEFAULT_SEED,
    tokenTtlSeconds: config.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    now: config.now ?? Date.now,
    ticketHoldMs: config.ticketHoldMs ?? TICKET_HOLD_MS,
  };
  let state = new SandboxState(options);
  const callLog = new CallLog();
  const faults = new Faults();
  const app = Fastify({ logger: { level: config.logLevel ?? 'warn' }, bodyLimit: 20 * 1024 * 1024 });
  // Uploads go to disk as they arrive, up to the largest file any office use takes.
  await app.register(fastifyMultipart, { limits: { fileSize: LARGEST_UPLOAD_BYTES } });
  const uploadDir = await mkdtemp(join(tmpdir(), 'gf-sandbox-files-'));
  app.addHook('onClose', async () => {
    await rm(uploadDir, { recursive: true, force: true });
  });

  const current = () => state;
  registerOperations(app, {
    prefix: SANDBOX_PREFIX,
    handlers,
    state: current,
    callLog,
    faults,
    faultsEnabled: config.admin ?? false,
    validateReplies: config.validateReplies ?? false,
    uploadDir,
  });
  if (config.admin) {
    await app.register(adminRoutes, {
      prefix: ADMIN_PREFIX,
      callLog,
      faults,
      state: current,
      reset: () => {
        state = new SandboxState(options);
      },
      purgeUrl: config.purgeUrl,
    });
  }
  await app.register(mediaRoutes, { state: current });
  await app.register(providerPages, { state: current });
  await app.register(geocoderProvider, { callLog, key: SANDBOX_GEOCODER_KEY });
  app.get('/healthz', async () => ({ ok: true }));
  return { app, callLog, faults, state: current, uploadDir };
};
