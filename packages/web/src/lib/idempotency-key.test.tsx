import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useOnceKey } from './idempotency-key';

/** The hook's sender, taken from one render (its key lives in a ref kept by the closure). */
const sender = () => {
  let send: ReturnType<typeof useOnceKey> | undefined;
  const Probe = () => {
    send = useOnceKey();
    return null;
  };
  renderToStaticMarkup(<Probe />);
  if (!send) throw new Error('not rendered');
  return send;
};

const envelopeError = (status: number) => ({ error: { status, code: 'x', message: 'x' } });

describe('useOnceKey (a write that must happen once: transfers, payouts)', () => {
  it('keeps the key after a timeout, a 5xx or no answer, so the retry gets the first result back', async () => {
    const send = sender();
    const keys: string[] = [];
    for (const failure of [envelopeError(504), envelopeError(502), new TypeError('network')]) {
      await expect(
        send(async (key) => {
          keys.push(key);
          throw failure;
        }),
      ).rejects.toBe(failure);
    }
    await send(async (key) => keys.push(key));
    expect(new Set(keys).size).toBe(1);
  });

  it('takes a new key after the write is done and after a refusal (nothing was done)', async () => {
    const send = sender();
    const keys: string[] = [];
    await send(async (key) => keys.push(key));
    await expect(
      send(async (key) => {
        keys.push(key);
        throw envelopeError(400);
      }),
    ).rejects.toBeDefined();
    await send(async (key) => keys.push(key));
    expect(new Set(keys).size).toBe(3);
  });
});
