import { useEffect, useState } from 'react';

/**
 * Milliseconds left on a hold (spec 2 §9 TICKET_HOLD_MS), by the server's clock: the reply says
 * when the hold lapses and what the server's time was; only the time since the reply arrived is
 * measured here, so a wrong clock on the phone changes nothing.
 */
export const holdLeftMs = (
  hold: { held_until: number | null; server_time: number },
  receivedAt: number,
  now: number,
): number | null => {
  if (hold.held_until === null) return null;
  return Math.max(0, hold.held_until - hold.server_time - Math.max(0, now - receivedAt));
};

/** `mm:ss` of a duration, rounded up so the last second shows as 00:01, not 00:00. */
export const formatCountdown = (ms: number): string => {
  const total = Math.ceil(ms / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The time now, once a second while `running`. */
export const useSecondTick = (running: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
};
