import { type HTMLAttributes, type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';
import { dampedStep, thumbGeometry, wheelPixels } from '../lib/smooth-scroll';
import styles from './scroll-area.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
/** Smooth only where motion is welcome; the server renders the plain area. */
const useSmooth = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => !window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );

/**
 * Wires the area: the thumb follows the native scroll position (and resizes with the content),
 * dragging it scrolls, and a wheel glides there with the spec's damping. Keyboard, touch and
 * assistive technology scroll the element natively; the thumb is decoration (aria-hidden).
 */
const useThumb = (
  viewport: RefObject<HTMLDivElement | null>,
  thumb: RefObject<HTMLDivElement | null>,
  smooth: boolean,
): void => {
  useEffect(() => {
    const area = viewport.current;
    const handle = thumb.current;
    if (!smooth || !area || !handle) return;
    const draw = () => {
      const geometry = thumbGeometry(area.clientHeight, area.scrollHeight, area.scrollTop);
      handle.hidden = geometry === null;
      if (!geometry) return;
      handle.style.blockSize = `${geometry.size}px`;
      handle.style.transform = `translateY(${geometry.offset}px)`;
    };

    let target = area.scrollTop;
    // The glide's own position: the element rounds scrollTop to whole pixels, which would stall it.
    let position = target;
    let frame = 0;
    const glide = () => {
      position = dampedStep(position, target);
      area.scrollTop = position;
      frame = position === target ? 0 : requestAnimationFrame(glide);
    };
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.deltaY === 0) return;
      const max = area.scrollHeight - area.clientHeight;
      if (!frame) position = area.scrollTop;
      const from = frame ? target : area.scrollTop;
      const to = Math.min(max, Math.max(0, from + wheelPixels(event, area.clientHeight)));
      // At an end the wheel goes on to the page, as a native scroll area lets it.
      if (to === from) return;
      event.preventDefault();
      target = to;
      if (!frame) frame = requestAnimationFrame(glide);
    };
    const onScroll = () => {
      if (!frame) target = area.scrollTop;
      draw();
    };

    let drag: { y: number; top: number } | null = null;
    const onDown = (event: PointerEvent) => {
      drag = { y: event.clientY, top: area.scrollTop };
      handle.setPointerCapture(event.pointerId);
      event.preventDefault();
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      const geometry = thumbGeometry(area.clientHeight, area.scrollHeight, area.scrollTop);
      if (!geometry) return;
      const ratio = (area.scrollHeight - area.clientHeight) / (area.clientHeight - geometry.size);
      area.scrollTop = drag.top + (event.clientY - drag.y) * ratio;
    };
    const onUp = () => {
      drag = null;
    };

    const resized = new ResizeObserver(draw);
    resized.observe(area);
    if (area.firstElementChild) resized.observe(area.firstElementChild);
    area.addEventListener('scroll', onScroll, { passive: true });
    area.addEventListener('wheel', onWheel, { passive: false });
    handle.addEventListener('pointerdown', onDown);
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    draw();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      area.removeEventListener('scroll', onScroll);
      area.removeEventListener('wheel', onWheel);
      handle.removeEventListener('pointerdown', onDown);
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
    };
  }, [viewport, thumb, smooth]);
};

interface ScrollAreaProps extends HTMLAttributes<HTMLDivElement> {
  /** The scrolling element itself (a virtual list reads it). */
  ref: RefObject<HTMLDivElement | null>;
}

/**
 * Spec 1 §9 the custom scrollbar (damping SCROLLBAR_DAMPING, smallest thumb SCROLLBAR_MIN_THUMB_PX)
 * for the inner scroll areas (virtual lists, a message thread); the document keeps its own
 * scrolling. A thin layer over native scrolling rather than a library: the element stays the
 * scroller (virtual lists read its scrollTop; keyboard, find-in-page and screen readers work as
 * ever), and under prefers-reduced-motion the area is plain native scrolling.
 */
export const ScrollArea = ({ ref, className, children, ...rest }: ScrollAreaProps) => {
  const smooth = useSmooth();
  const thumb = useRef<HTMLDivElement>(null);
  useThumb(ref, thumb, smooth);
  return (
    <div className={styles.area} data-smooth-scroll={smooth ? '' : undefined}>
      <div
        {...rest}
        ref={ref}
        className={[className, smooth ? styles.viewport : undefined].filter(Boolean).join(' ') || undefined}
      >
        {children}
      </div>
      {smooth && (
        <div className={styles.track} aria-hidden="true">
          <div ref={thumb} className={styles.thumb} />
        </div>
      )}
    </div>
  );
};
