import type { FastifyInstance } from 'fastify';
import { SANDBOX_PREFIX } from './app.js';

export interface SandboxReply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls the sandbox through its HTTP interface, as the gateway does. Tests only. */
export const callSandbox = async <T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<SandboxReply<T>> => {
  const response = await app.inject({
    method,
    url: SANDBOX_PREFIX + path,
    headers: {
      'content-language': 'ru-RU',
      'content-location': 'ru',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : response.body) as T };
};

export const signIn = async (
  app: FastifyInstance,
  login: string,
): Promise<{ access_token: string; refresh_token: string }> => {
  const reply = await callSandbox<{ access_token: string; refresh_token: string }>(app, 'POST', '/auth/authenticate/', {
    body: { login, password: 'demo1234' },
  });
  if (reply.status !== 200) throw new Error(`sign-in of ${login} failed: ${reply.status}`);
  return reply.body;
};

/** Sends a multipart upload (form fields and one file part) as a browser form would. Tests only. */
export const uploadToSandbox = async <T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  upload: { token: string; fields?: Record<string, string>; field: string; filename: string; content: Buffer | string },
): Promise<SandboxReply<T>> => {
  const boundary = 'sandbox-test-boundary';
  const parts: Buffer[] = Object.entries(upload.fields ?? {}).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(upload.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const response = await app.inject({
    method: 'POST',
    url: SANDBOX_PREFIX + path,
    headers: {
      'content-location': 'ru',
      authorization: `Bearer ${upload.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
  return { status: response.statusCode, body: response.json() as T };
};
