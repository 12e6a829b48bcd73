import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';

/** The element a page scrolls in: the nearest ancestor that scrolls vertically, or null for the document. */
export const scrollParentOf = (element: Element): Element | null => {
  for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
};

/** Where the list starts in the scrolled content: the virtualizer's scroll margin. */
const offsetIn = (list: Element, scroller: Element | null): number =>
  scroller
    ? list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
    : list.getBoundingClientRect().top + window.scrollY;

interface PageVirtualizerOptions {
  count: number;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => string;
  overscan: number;
}

/**
 * A virtual list that scrolls with its page (issue 32: no scroll box of its own): the page's
 * scroller is the document, or the layout's scrolling wrapper where the layout has one. The list's
 * offset in it is measured again whenever anything above the list changes size (a search result
 * list opening, say), since a stale offset would render the wrong lines. `list` is the list element
 * (kept in state by a callback ref: it mounts only once the first data is there).
 */
export const usePageVirtualizer = <Item extends Element>(
  list: HTMLElement | null,
  options: PageVirtualizerOptions,
): Virtualizer<Element, Item> | Virtualizer<Window, Item> => {
  // undefined until mounted; null when the document scrolls.
  const [scroller, setScroller] = useState<Element | null | undefined>(undefined);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!list) return;
    const parent = scrollParentOf(list);
    setScroller(parent);
    const measure = () => setMargin(offsetIn(list, parent));
    measure();
    const resized = new ResizeObserver(measure);
    for (
      let node: Element | null = list;
      node && node !== parent && node !== document.body;
      node = node.parentElement
    ) {
      resized.observe(node);
      for (let before = node.previousElementSibling; before; before = before.previousElementSibling)
        resized.observe(before);
    }
    return () => resized.disconnect();
  }, [list]);
  const inElement = useVirtualizer<Element, Item>({
    ...options,
    getScrollElement: () => scroller ?? null,
    scrollMargin: margin,
    enabled: Boolean(scroller),
  });
  const inDocument = useWindowVirtualizer<Item>({ ...options, scrollMargin: margin, enabled: scroller === null });
  return scroller === null ? inDocument : inElement;
};
