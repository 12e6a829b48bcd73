import type { ComponentType } from 'react';
import type { PageRead } from '../api/page-read';
import type { RouteName } from '../config/paths';
import type { Namespace } from '../i18n/namespaces';
import type { QueryDeclaration, QueryOf } from '../lib/page-query';

/** Spec 1 §2: every route has one of these layouts. */
export type LayoutName = 'corporate' | 'shop' | 'office' | 'light' | 'external-auth';

/** One page's address as its route reads it. */
export interface PageAddress<Q> {
  /** The path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The path written from the route's pattern and its parameters (no trailing slash). */
  path: string;
  /** The declared query parameters (the rest of the address's query is not the page's). */
  query: Q;
}

/**
 * A page the gateway renders (issue 30), declared once with its route: the query parameters it
 * reads and their types (its stored copy is keyed by these alone), the gateway reads its hooks make
 * (read before it renders, so it renders once), and what its data says of an address outside its
 * domain.
 */
export interface ServerPage<D extends QueryDeclaration = QueryDeclaration> {
  query: D;
  reads: (address: PageAddress<QueryOf<D>>) => PageRead[];
  /**
   * Where to send a visitor instead, from the reads' answers (in the order of `reads`): the page
   * with a corrected query (a page past the end, a filter nothing matches), another address (a
   * product that moved), or null to render this one.
   */
  correct?: (
    answers: readonly unknown[],
    address: PageAddress<QueryOf<D>>,
  ) => { query: Partial<QueryOf<D>> } | { href: string } | null;
}

/** Types a declaration by its own parameters, then keeps it with the others. */
export const serverPage = <D extends QueryDeclaration>(page: ServerPage<D>): ServerPage =>
  page as unknown as ServerPage;

/** A route of `config/paths` paired with its page, downloaded on first visit. */
export interface PageRoute {
  name: RouteName;
  layout: LayoutName;
  page: () => Promise<ComponentType>;
  /** Text namespaces the page reads besides `common`, loaded before it renders. */
  namespaces: readonly Namespace[];
  /** Set for a public page the gateway renders; the others are rendered by the browser. */
  server?: ServerPage;
}

export const page = (
  name: RouteName,
  layout: LayoutName,
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[] = [],
  server?: ServerPage,
): PageRoute => ({ name, layout, page: load, namespaces, ...(server ? { server } : {}) });

/** A page with no query and a fixed set of reads (most corporate and shop pages). */
export const fixedPage = (...reads: (() => PageRead)[]): ServerPage =>
  serverPage({ query: {}, reads: () => reads.map((read) => read()) });
