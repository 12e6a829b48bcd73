/**
 * Spec 1 §4: sign-out emits a local-sign-out event, and leaving spectator mode a logout event
 * (SPECTATOR_LOGOUT_DELAY_MS later). Whoever keeps per-user state (the cart, the shop) listens.
 */
export type AuthEvent = 'local-sign-out' | 'logout';

const target = new EventTarget();

export const emitAuthEvent = (event: AuthEvent): void => {
  target.dispatchEvent(new Event(event));
};

export const onAuthEvent = (event: AuthEvent, listener: () => void): (() => void) => {
  target.addEventListener(event, listener);
  return () => target.removeEventListener(event, listener);
};
