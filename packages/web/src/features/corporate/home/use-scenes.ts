import { type RefObject, useEffect, useReducer, useRef } from 'react';
import { initialScenes, sceneKeyAction, scenesReducer } from './scene-navigation';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Keys belong to a control that has focus, or to an open modal, before they belong to the scenes. */
const keysAreTaken = (event: KeyboardEvent): boolean => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable], dialog')) return true;
  return document.querySelector('dialog[open]') !== null;
};

/**
 * Spec 1 §4 home scenes on a real page: the scene crossing the middle of the window is current,
 * the offset follows the scroll, and moves scroll the target scene into view (instantly when the
 * visitor prefers reduced motion).
 */
export const useScenes = (total: number, container: RefObject<HTMLElement | null>) => {
  const [state, dispatch] = useReducer(scenesReducer, total, initialScenes);
  const scenes = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => dispatch({ type: 'reset', total }), [total]);

  // The sticky site header covers the top of the window: scenes snap and scroll to just below it.
  useEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector('header');
    const apply = () => {
      const height = header?.getBoundingClientRect().height ?? 0;
      root.style.scrollPaddingBlockStart = `${height}px`;
      container.current?.style.setProperty('--scene-top', `${height}px`);
    };
    apply();
    const observer = new ResizeObserver(apply);
    if (header) observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBlockStart = '';
    };
  }, [container]);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const middle = window.innerHeight / 2;
      let current = 1;
      scenes.current.forEach((scene, index) => {
        if (scene && scene.getBoundingClientRect().top <= middle) current = index + 1;
      });
      const box = container.current?.getBoundingClientRect();
      const range = box ? box.height - window.innerHeight : 0;
      const offset = box && range > 0 ? -box.top / range : 0;
      dispatch({ type: 'scrolled', current, offset });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [container]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (keysAreTaken(event)) return;
      const action = sceneKeyAction(event.key, total);
      if (!action) return;
      // Page Down/Up move a scene only when the scene fits the window; a taller one scrolls natively.
      const scene = scenes.current[state.current - 1];
      if ((event.key === 'PageDown' || event.key === 'PageUp') && scene && scene.offsetHeight > window.innerHeight)
        return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [total, state.current]);

  useEffect(() => {
    if (state.target === null) return;
    const scene = scenes.current[state.target - 1];
    if (!scene) return;
    scene.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // The heading takes focus, so keyboard and screen-reader users land where the eye does.
    scene.querySelector<HTMLElement>('h1, h2')?.focus({ preventScroll: true });
  }, [state.target]);

  const register = (number: number) => (element: HTMLElement | null) => {
    scenes.current[number - 1] = element;
  };

  return { state, dispatch, register };
};
