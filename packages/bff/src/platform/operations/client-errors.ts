import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { envelope } from '../errors/envelope.js';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, control
 * characters, a broken request line, a client too slow) still get the one error envelope
 * (DESIGN.md), as Fastify's default handler does with its own shape, and the security headers
 * every other reply has (`headers`).
 */
export const clientErrorEnvelope =
  (headers: Readonly<Record<string, string>>) =>
  (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'headers_too_large', 'The request headers are too large']
          : [400, 'bad_request', 'The request is not valid HTTP'];
    const body = JSON.stringify(envelope({ status, code, message }));
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n${extra}Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
