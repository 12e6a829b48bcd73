import { useCallback, useRef } from 'react';
import { readEnvelope } from '../api/envelope';

/**
 * A fresh idempotency key: one per attempt at a write that must happen once (an order, a message, a
 * transfer, a payout). The gateway answers a repeated key with the first result.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-key`;

/**
 * Whether a failed attempt may be sent again with a new key: only when the gateway answered that
 * nothing was done (a 4xx refusal). After a timeout, a 5xx or no answer the first request may still
 * have moved the money, so the retry keeps the key and gets the first result back.
 */
export const attemptRefused = (status: number): boolean => status >= 400 && status < 500;

/**
 * Sends one write that must happen once (a transfer, a payout) under a key kept across retries:
 * a new key after it is done or refused, the same key after a timeout, a 5xx or no answer (the
 * first try may have done it, and the retry gets its result back). The write's error is rethrown.
 */
export const useOnceKey = () => {
  const key = useRef(newIdempotencyKey());
  return useCallback(async <R>(write: (key: string) => Promise<R>): Promise<R> => {
    try {
      const done = await write(key.current);
      key.current = newIdempotencyKey();
      return done;
    } catch (error) {
      if (attemptRefused(readEnvelope(error).status)) key.current = newIdempotencyKey();
      throw error;
    }
  }, []);
};
