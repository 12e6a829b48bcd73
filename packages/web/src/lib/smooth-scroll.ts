import { SCROLLBAR_DAMPING, SCROLLBAR_MIN_THUMB_PX } from '../config/constants';

/** Where the thumb of a scroll area sits and how long it is, for a track as long as the area. */
export const thumbGeometry = (
  clientSize: number,
  scrollSize: number,
  scrollPosition: number,
): { size: number; offset: number } | null => {
  if (scrollSize <= clientSize + 1) return null;
  const size = Math.min(clientSize, Math.max(SCROLLBAR_MIN_THUMB_PX, (clientSize * clientSize) / scrollSize));
  const travel = scrollSize - clientSize;
  const offset = (Math.min(Math.max(scrollPosition, 0), travel) / travel) * (clientSize - size);
  return { size, offset };
};

/** One frame of a damped scroll: the share SCROLLBAR_DAMPING of what is left; the rest when under half a pixel. */
export const dampedStep = (current: number, target: number): number => {
  const left = target - current;
  return Math.abs(left) < 0.5 ? target : current + left * SCROLLBAR_DAMPING;
};

/** A wheel's distance in pixels, whatever unit the device reports it in. */
export const wheelPixels = (event: WheelEvent, pageSize: number): number =>
  event.deltaMode === WheelEvent.DOM_DELTA_LINE
    ? event.deltaY * 16
    : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
      ? event.deltaY * pageSize
      : event.deltaY;
