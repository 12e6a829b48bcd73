import { useEffect, useState } from 'react';

/** Typing settles before the search is asked, so each keystroke is not a gateway call. */
export const SEARCH_DEBOUNCE_MS = 250;

export const useDebounced = <T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
