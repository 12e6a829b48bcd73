import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element's content fits its width, followed as either resizes. It starts as fitting
 * (the common case) and is measured before the first paint.
 */
export const useFitsWidth = <E extends HTMLElement>(): [RefObject<E | null>, boolean] => {
  const ref = useRef<E>(null);
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // One pixel of slack: sub-pixel column widths round up in scrollWidth.
    const measure = () => setFits(element.scrollWidth <= element.clientWidth + 1);
    measure();
    const resized = new ResizeObserver(measure);
    // The content's parts too: a grid's tracks grow past it without resizing it (new rows, say).
    resized.observe(element);
    const content = element.firstElementChild;
    if (content) for (const part of [content, ...content.children]) resized.observe(part);
    return () => resized.disconnect();
  }, []);
  return [ref, fits];
};
