import { TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';
import { buildSandbox, DEFAULT_TOKEN_TTL_SECONDS } from './app.js';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const tokenTtlSeconds = Number(process.env.SANDBOX_TOKEN_TTL ?? DEFAULT_TOKEN_TTL_SECONDS);
const ticketHoldMs = Number(process.env.SANDBOX_TICKET_HOLD_MS ?? TICKET_HOLD_MS);
if (
  !Number.isInteger(port) ||
  !Number.isInteger(tokenTtlSeconds) ||
  tokenTtlSeconds <= 0 ||
  !Number.isInteger(ticketHoldMs) ||
  ticketHoldMs <= 0
) {
  console.error('SANDBOX_PORT, SANDBOX_TOKEN_TTL and SANDBOX_TICKET_HOLD_MS must be positive whole numbers');
  process.exit(1);
}

const sandbox = await buildSandbox({
  tokenTtlSeconds,
  ticketHoldMs,
  admin: process.env.SANDBOX_ADMIN === '1',
  validateReplies: process.env.SANDBOX_VALIDATE === '1',
  logLevel: process.env.SANDBOX_LOG_LEVEL ?? 'warn',
  ...(process.env.SANDBOX_PURGE_URL ? { purgeUrl: process.env.SANDBOX_PURGE_URL } : {}),
});
const close = async (): Promise<void> => {
  await sandbox.app.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
await sandbox.app.listen({ port, host });
console.log(`sandbox listening on http://${host}:${port}`);
