import { MODAL_QUERY_PARAM } from '../config/constants';

/**
 * The open modals live in the address (`?modal=sign-in`, several as `?modal=confirm,info`, the
 * last on top), so Back closes the top one and a shared link opens it. Pure functions: the
 * provider applies them to the router, the tests to plain strings.
 */

export interface OpenOptions {
  /** Spec 1 §2: opening a modal closes all others unless told to keep them. */
  keepOthers?: boolean;
}

const SEPARATOR = ',';

export const readModalNames = (search: string): string[] => {
  const value = new URLSearchParams(search).get(MODAL_QUERY_PARAM);
  return value ? [...new Set(value.split(SEPARATOR).filter(Boolean))] : [];
};

/** The stack after opening `name`: alone, or on top of the kept others. */
export const namesAfterOpen = <T extends string>(names: readonly T[], name: T, options: OpenOptions = {}): T[] =>
  options.keepOthers ? [...names.filter((n) => n !== name), name] : [name];

/**
 * Whether an open changes what is shown: asking again for the modal already on top (the auth state
 * arriving twice after a sign-in asks for cart-merge twice) only passes new props. A second history
 * entry would outlive the answer: closing steps back onto the first, and the question stays.
 */
export const openChanges = (current: readonly string[], next: readonly string[]): boolean =>
  current.length !== next.length || current.some((name, i) => next[i] !== name);

/** An open whose address has not landed yet: the location it left and the modals it asked for. */
export interface AskedOpen<T extends string> {
  key: string;
  names: T[];
}

/**
 * The modals an open (or a render) should take as open at the location `key`: the ones the last
 * open asked for while its address has not landed (the router moves it a moment after `navigate`),
 * otherwise the ones the address shows. Without this, the auth state arriving twice after a
 * sign-in pushed cart-merge twice, and a render in between dropped the new modal's props.
 */
export const namesInEffect = <T extends string>(shown: readonly T[], asked: AskedOpen<T> | null, key: string): T[] =>
  asked?.key === key ? asked.names : [...shown];

/**
 * The asked open still waiting after a render at location `key`: none once the address has moved
 * on. It must not outlive that: Back from the modal returns to the very location (and key) the open
 * left, where the modal is closed again.
 */
export const askedAfterRender = <T extends string>(asked: AskedOpen<T> | null, key: string): AskedOpen<T> | null =>
  asked?.key === key ? asked : null;

export const namesAfterClose = (names: readonly string[], name: string): string[] => names.filter((n) => n !== name);

/** The search string with these modals open, every other parameter kept in place. */
export const searchWithModals = (search: string, names: readonly string[]): string => {
  const params = new URLSearchParams(search);
  if (names.length > 0) params.set(MODAL_QUERY_PARAM, names.join(SEPARATOR));
  else params.delete(MODAL_QUERY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * How to close `name`: when this page opened it with a history entry of its own, going back
 * removes it (and keeps Back from reopening it); otherwise the address is replaced.
 */
export const closeStep = (names: readonly string[], name: string, openedHere: readonly string[]): 'back' | 'replace' =>
  names.at(-1) === name && openedHere.at(-1) === name ? 'back' : 'replace';
