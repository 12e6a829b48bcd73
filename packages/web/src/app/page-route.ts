import type { ComponentType } from 'react';
import type { RouteName } from '../config/paths';
import type { Namespace } from '../i18n/namespaces';

/** Spec 1 §2: every route has one of these layouts. */
export type LayoutName = 'corporate' | 'shop' | 'office' | 'light' | 'external-auth';

/** A route of `config/paths` paired with its page, downloaded on first visit. */
export interface PageRoute {
  name: RouteName;
  layout: LayoutName;
  page: () => Promise<ComponentType>;
  /** Text namespaces the page reads besides `common`, loaded before it renders. */
  namespaces: readonly Namespace[];
}

export const page = (
  name: RouteName,
  layout: LayoutName,
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[] = [],
): PageRoute => ({ name, layout, page: load, namespaces });
