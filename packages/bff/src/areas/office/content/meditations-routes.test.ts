import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartOf, courierMoscow, line, testCatalog } from '../../../../test/harness/checkout-test-data.js';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { MEDITATIONS_PER_PAGE, meditationFilePath } from './meditations-routes.js';

const MEDITATIONS = '/bff/v1/office/meditations';

type Track = { id: number; file: string | null; product_code: string | null };

/** Spec 1 §2 /office/orders/meditations; spec 2 §3 item type 3 (audio): bought, then listened to. */
describe('meditations: audio bought through the cart, then played (spec 1 §2, spec 2 §3)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const tracks = async (cookie: string): Promise<Track[]> => (await h.get(MEDITATIONS, cookie)).json().meditations;

  it('lists records with the audio item to buy; a locked record has no file and its sound is refused', async () => {
    const partner = await h.signIn('partner');
    const reply = (await h.get(MEDITATIONS, partner)).json();
    expect(reply.meditations.length).toBeLessThanOrEqual(MEDITATIONS_PER_PAGE);
    const locked = reply.meditations.find((t: Track) => t.product_code !== null && t.file === null);
    expect(locked).toBeDefined();
    expect(reply.products.map((p: { code: string; type: number }) => [p.code, p.type])).toEqual([
      [locked.product_code, 3],
    ]);
    const free = reply.meditations.find((t: Track) => t.product_code === null);
    expect(free.file).toBe(meditationFilePath(free.id));
    const refused = await h.get(meditationFilePath(locked.id), partner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('audio_not_bought');
  });

  it('streams a free record’s sound inline as audio', async () => {
    const partner = await h.signIn('partner');
    const free = (await tracks(partner)).find((t) => t.product_code === null)!;
    const sound = await h.get(free.file!, partner);
    expect(sound.statusCode).toBe(200);
    expect(sound.headers['content-type']).toBe('audio/wav');
    expect(sound.headers['content-disposition']).toMatch(/^inline/);
    expect(sound.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('unlocks a record once its audio item is paid for, for the buyer only', async () => {
    const partner = await h.signIn('partner');
    const { audio } = testCatalog(h.sandbox);
    const locked = (await tracks(partner)).find((t) => t.product_code === audio.code && t.file === null)!;
    const placed = await h.post(
      '/bff/v1/orders',
      { idempotency_key: randomUUID(), cart: cartOf(line(audio, 1)), delivery: courierMoscow },
      partner,
    );
    expect(placed.statusCode).toBe(200);
    // Placed but not paid: still locked.
    expect((await h.get(meditationFilePath(locked.id), partner)).statusCode).toBe(403);
    const paid = await h.post(`/bff/v1/orders/${placed.json().id}/pay/pay`, { segment: 'internal' }, partner);
    expect(paid.statusCode).toBe(200);
    const unlocked = (await tracks(partner)).find((t) => t.id === locked.id)!;
    expect(unlocked.file).toBe(meditationFilePath(locked.id));
    expect((await h.get(unlocked.file!, partner)).statusCode).toBe(200);
    // Another user who has not bought it still cannot fetch the same record's sound.
    const other = await h.signIn('client');
    const refused = await h.get(meditationFilePath(locked.id), other);
    expect(refused.statusCode).toBe(403);
    expect(refused.rawPayload.subarray(0, 4).toString('ascii')).not.toBe('RIFF');
  });

  it('refuses a malformed record id or page without asking the upstream', async () => {
    const partner = await h.signIn('partner');
    const [files, lists] = [h.sandbox.callLog.count('officeAudioFile'), h.sandbox.callLog.count('officeAudio')];
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await h.get(`${MEDITATIONS}/${bad}/file`, partner)).statusCode, bad).toBe(400);
    }
    expect((await h.get(`${MEDITATIONS}?page=0`, partner)).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('officeAudioFile')).toBe(files);
    expect(h.sandbox.callLog.count('officeAudio')).toBe(lists);
  });
});
