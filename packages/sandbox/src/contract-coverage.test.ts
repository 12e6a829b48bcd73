import type { Operation } from '@gf/contracts/upstream/operation';
import { upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, SANDBOX_PREFIX, type Sandbox } from './app.js';
import { handlers } from './handlers.js';
import { samples } from './samples.js';
import { signIn } from './test-client.js';

/**
 * Issue 3: the sandbox never drifts from the contract. Every operation has a handler and at least
 * one sample; every sample's request is valid against the request schemas (the router checks them)
 * and every JSON reply against the reply schema (`validateReplies`: a drifting reply answers 500).
 */
describe('sandbox against the upstream contract', () => {
  let sandbox: Sandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent' });
  });
  afterAll(() => sandbox.app.close());

  it('has a handler and a sample for every operation', () => {
    const ids = Object.keys(upstreamOperations);
    expect(ids.filter((id) => !(id in handlers))).toEqual([]);
    const sampled = new Set(samples.map((s) => s.operationId));
    expect(ids.filter((id) => !sampled.has(id as never))).toEqual([]);
  });

  it.each(samples.map((s, i) => [`${s.operationId} #${i}`, s] as const))('%s', async (_name, sample) => {
    const operation = upstreamOperations[sample.operationId] as Operation;
    if (sample.as && !tokens.has(sample.as)) tokens.set(sample.as, (await signIn(sandbox.app, sample.as)).access_token);
    const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
    const headers: Record<string, string> = { 'content-language': 'ru-RU', 'content-location': 'ru' };
    if (sample.as) headers.authorization = `Bearer ${tokens.get(sample.as)}`;
    let payload: string | Buffer | undefined;
    if (sample.multipart) {
      const boundary = 'sample-boundary';
      const { fields, file } = sample.multipart;
      const parts = Object.entries(fields).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${file.content}\r\n--${boundary}--\r\n`,
      );
      payload = Buffer.from(parts.join(''));
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    } else if (sample.body !== undefined) {
      payload = JSON.stringify(sample.body);
      headers['content-type'] = 'application/json';
    }
    const response = await sandbox.app.inject({
      method: operation.method.toUpperCase() as 'GET',
      url: SANDBOX_PREFIX + (sample.path ?? operation.path) + query,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, response.body.slice(0, 600)).toBe(sample.status ?? 200);
    if ((sample.status ?? 200) === 200 && (operation.replyKind ?? 'json') === 'json') {
      expect(operation.reply.safeParse(response.json()).success).toBe(true);
    }
  });
});
