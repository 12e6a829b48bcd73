import { TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';
import { describe, expect, it } from 'vitest';
import { formatCountdown, holdLeftMs } from './hold-clock';

describe('the hold countdown (spec 2 §9)', () => {
  const serverTime = Date.parse('2026-11-22T10:00:00Z');
  const hold = { held_until: serverTime + TICKET_HOLD_MS, server_time: serverTime };

  it('counts from the server’s clock, whatever the browser’s clock says', () => {
    // The phone's clock is an hour behind the server: only the time since the reply counts.
    const receivedAt = serverTime - 3_600_000;
    expect(holdLeftMs(hold, receivedAt, receivedAt)).toBe(TICKET_HOLD_MS);
    expect(holdLeftMs(hold, receivedAt, receivedAt + 61_000)).toBe(TICKET_HOLD_MS - 61_000);
  });

  it('stops at zero and has nothing to count without a hold', () => {
    expect(holdLeftMs(hold, 0, TICKET_HOLD_MS + 5_000)).toBe(0);
    expect(holdLeftMs({ held_until: null, server_time: serverTime }, 0, 0)).toBeNull();
  });

  it('shows minutes and seconds, the last second still as one', () => {
    expect(formatCountdown(TICKET_HOLD_MS)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
