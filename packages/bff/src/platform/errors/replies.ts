import { ErrorEnvelope } from './envelope.js';

/**
 * The error replies a gateway route may give, stated once (STYLE.md "Gateway replies"): a read can
 * be refused (400 bad query, 401 signed out, 403 suspended or not allowed, 404), limited (429) or
 * fail upstream (502, 504) or here (503: shedding load, sessions unavailable). A write may also
 * conflict (409: the same request is already running).
 */
export const readErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  429: ErrorEnvelope,
  502: ErrorEnvelope,
  503: ErrorEnvelope,
  504: ErrorEnvelope,
} as const;

export const writeErrors = { ...readErrors, 409: ErrorEnvelope } as const;
