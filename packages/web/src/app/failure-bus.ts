/**
 * Failed gateway calls reach the app shell here: TanStack Query's caches report every failure,
 * and the shell (inside the router, where it can navigate) follows the envelope.
 */
type Listener = (error: unknown) => void;

const listeners = new Set<Listener>();

export const reportFailure = (error: unknown): void => {
  for (const listener of listeners) listener(error);
};

export const onFailure = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
