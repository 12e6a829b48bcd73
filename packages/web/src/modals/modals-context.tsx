import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type createBrowserRouter, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { DARKER_OVERLAY_SPEED_S } from '../config/constants';
import { loadNamespaces } from '../i18n/i18n';
import type {
  ModalComponentProps,
  ModalDefinition,
  ModalDefinitions,
  ModalName,
  ModalPropsOf,
} from './modal-definition';
import {
  type AskedOpen,
  askedAfterRender,
  closeStep,
  namesAfterClose,
  namesAfterOpen,
  namesInEffect,
  type OpenOptions,
  openChanges,
  readModalNames,
  searchWithModals,
} from './modal-state';
import styles from './modals.module.css';

interface Modals {
  open: <N extends ModalName>(name: N, props?: ModalPropsOf<N>, options?: OpenOptions) => void;
  close: (name: ModalName) => void;
  isOpen: (name: ModalName) => boolean;
}

const ModalsContext = createContext<Modals | null>(null);

/** The router's state as of now, not as of the last render. */
export type LiveRouterState = () => Pick<ReturnType<typeof createBrowserRouter>['state'], 'location' | 'navigation'>;

type AnyModal = ComponentType<ModalComponentProps<unknown>>;

// One lazy component per name, made on first use: its code and its text arrive together.
const components = new Map<ModalName, AnyModal>();
const componentOf = (name: ModalName, definition: ModalDefinition<unknown>): AnyModal => {
  let component = components.get(name);
  if (!component) {
    const { load, namespaces } = definition;
    component = lazy(async () => {
      const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { default: Component as AnyModal };
    });
    components.set(name, component);
  }
  return component;
};

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Holds the open modals (spec 1 §2). Which are open is read from the address, so Back closes
 * the top one; their props (callbacks included) stay here, in memory.
 */
export const ModalsProvider = ({
  live,
  registry,
  children,
}: {
  live: LiveRouterState;
  registry: ModalDefinitions;
  children: ReactNode;
}) => {
  const isModalName = useCallback((name: string): name is ModalName => Object.hasOwn(registry, name), [registry]);
  const location = useLocation();
  const navigate = useNavigate();
  const props = useRef(new Map<string, unknown>());
  /** Modals this page pushed a history entry for, bottom to top. */
  const openedHere = useRef<string[]>([]);

  // A modal that needs its opener's props cannot come back from a bare address.
  const openable = useCallback(
    (named: ModalName[]) => named.filter((name) => !registry[name].needsProps || props.current.has(name)),
    [registry],
  );
  const named = readModalNames(location.search).filter(isModalName);
  const names = openable(named);
  const stale = names.length !== named.length;

  /**
   * The modals the last open asked for, while its address has not landed (the router moves the
   * address a moment after `navigate`): a render or a second open in that moment (the auth state
   * arriving twice after a sign-in) must neither drop the new modal's props nor push it twice.
   */
  const asked = useRef<AskedOpen<ModalName> | null>(null);

  useEffect(() => {
    asked.current = askedAfterRender(asked.current, location.key);
    const kept: string[] = [...names, ...namesInEffect([], asked.current, location.key)];
    openedHere.current = openedHere.current.filter((name) => kept.includes(name));
    for (const name of props.current.keys()) if (!kept.includes(name)) props.current.delete(name);
    if (stale) navigate({ search: searchWithModals(location.search, names) }, { replace: true, state: location.state });
  });

  const latest = useRef({ names, location });
  latest.current = { names, location };

  /**
   * A close that steps back in history lands later (popstate). An open asked for meanwhile (a
   * sign-in closing, then cart-merge opening) waits for it: pushed before it landed, the step
   * back would remove the new modal instead.
   */
  const backPending = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  /**
   * Likewise a page navigation in flight (the sign-in page going on to `next` while cart-merge
   * opens): pushing the modal's address now would cancel it; the modal opens where it lands. The
   * router is asked directly, because a navigation started in this same commit has not rendered.
   */
  const navigating = useNavigation().state !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location or an idle router is the trigger.
  useEffect(() => {
    backPending.current = false;
    if (navigating) return;
    for (const run of waiting.current.splice(0)) run();
  }, [location.key, navigating]);

  const open = useCallback(
    <N extends ModalName>(name: N, modalProps?: ModalPropsOf<N>, options?: OpenOptions) => {
      const now = live();
      if (backPending.current || now.navigation.state !== 'idle') {
        waiting.current.push(() => open(name, modalProps, options));
        return;
      }
      // A navigation that finished without rendering yet has already moved the address on.
      const here = now.location;
      const landed =
        here.key === latest.current.location.key
          ? latest.current.names
          : openable(readModalNames(here.search).filter(isModalName));
      const current = namesInEffect(landed, asked.current, here.key);
      const next = namesAfterOpen(current, name, options);
      if (!openChanges(current, next)) {
        if (modalProps !== undefined) props.current.set(name, modalProps);
        return;
      }
      for (const closed of current) if (!next.includes(closed)) props.current.delete(closed);
      if (modalProps !== undefined) props.current.set(name, modalProps);
      openedHere.current = [...openedHere.current.filter((n) => next.includes(n as ModalName) && n !== name), name];
      asked.current = { key: here.key, names: next };
      navigate(
        { pathname: here.pathname, search: searchWithModals(here.search, next), hash: here.hash },
        { state: here.state },
      );
    },
    [navigate, live, openable, isModalName],
  );

  const close = useCallback(
    (name: ModalName) => {
      const { names: current, location: here } = latest.current;
      if (!current.includes(name)) return;
      if (closeStep(current, name, openedHere.current) === 'back') {
        openedHere.current = openedHere.current.slice(0, -1);
        backPending.current = true;
        navigate(-1);
      } else {
        navigate(
          { search: searchWithModals(here.search, namesAfterClose(current, name)), hash: here.hash },
          { replace: true, state: here.state },
        );
      }
    },
    [navigate],
  );

  // The server renders the page's canonical address, without its modals (they are not part of a
  // stored page): the first render in the browser matches it, and the modals open right after.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated ? names : [];

  const key = names.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `names`.
  const modals = useMemo<Modals>(() => ({ open, close, isOpen: (name) => names.includes(name) }), [open, close, key]);

  return (
    <ModalsContext.Provider value={modals}>
      {children}
      {/* Spec 1 §4: the darker overlay fades in and out at its own speed behind every modal. */}
      <div
        className={styles.overlay}
        data-visible={shown.length > 0 ? '' : undefined}
        style={{ transitionDuration: `${reducedMotion() ? 0 : DARKER_OVERLAY_SPEED_S}s` }}
        aria-hidden="true"
      />
      {shown.map((name) => {
        const Component = componentOf(name, registry[name] as ModalDefinition<unknown>);
        return (
          <Suspense key={name} fallback={null}>
            <Component props={props.current.get(name)} close={() => close(name)} />
          </Suspense>
        );
      })}
    </ModalsContext.Provider>
  );
};

export const useModals = (): Modals => {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals needs a ModalsProvider above it');
  return modals;
};
