import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/namespaces';

/** What every modal component receives: its props (if any) and how to close itself. */
export interface ModalComponentProps<P = undefined> {
  props: P;
  close: () => void;
}

export interface ModalDefinition<P = undefined> {
  load: () => Promise<ComponentType<ModalComponentProps<P>>>;
  namespaces: readonly Namespace[];
  /**
   * The modal cannot show without props given by whoever opened it (a question and its answer
   * handler, a video URL). Such a modal named in a shared or reloaded address is dropped.
   */
  needsProps: boolean;
  /** Type only: carries `P` so `open(name, props)` is checked against the component. */
  readonly propsType?: P;
}

/** One registry line per modal: `name: modal(() => import(...).then((m) => m.X), { namespaces })`. */
export const modal = <P = undefined>(
  load: () => Promise<ComponentType<ModalComponentProps<P>>>,
  options: { namespaces?: readonly Namespace[]; needsProps?: boolean } = {},
): ModalDefinition<P> => ({ load, namespaces: options.namespaces ?? [], needsProps: options.needsProps ?? false });

/**
 * The modals the app registers (`app/modal-registry.ts`), merged into this interface there, so
 * shared code and features name modals and check their props without importing the app.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in app/modal-registry.ts.
export interface ModalRegistry {}

export type ModalName = keyof ModalRegistry & string;

export type ModalPropsOf<N extends ModalName> = ModalRegistry[N] extends ModalDefinition<infer P> ? P : never;

export type ModalDefinitions = { readonly [N in ModalName]: ModalDefinition<ModalPropsOf<N>> };
