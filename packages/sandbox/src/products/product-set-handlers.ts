import type { ProductSet } from '@gf/contracts/upstream/entities/product';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers, Caller } from '../handler.js';
import { catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { siteOrigin } from '../state/site-table.js';
import { productCard, soldOn } from './product-card.js';
import { MAX_SETS_PER_USER, productSets, type SandboxProductSet } from './product-sets-store.js';

type SetIds =
  | 'productSetList'
  | 'productSetGet'
  | 'productSetCreate'
  | 'productSetUpdate'
  | 'productSetDelete'
  | 'productSetShare'
  | 'productSetProductAdd'
  | 'productSetProductUpdate'
  | 'productSetProductDelete';

/** The set as the site shows it: what its country sells apart from what it does not. */
const toSet = (
  state: SandboxState,
  set: SandboxProductSet,
  site: string,
  language: string,
  caller: Caller | null,
): z.input<typeof ProductSet> => {
  const products = set.lines.map((l) => catalog(state).byId(l.productId)!);
  const card = (p: (typeof products)[number]) => productCard(state, p, site, language, caller?.user.id ?? null);
  return {
    id: set.id,
    set: { name: set.name, created_at: set.createdAt },
    products: products.filter((p) => soldOn(p, site)).map(card),
    unavailable_products: products.filter((p) => !soldOn(p, site)).map(card),
    hash: set.hash,
  };
};

/** By id, a set is its owner's only; a share hash opens it for anyone (spec 1 §2 /shop/products/favorite/{set_id}). */
const readable = (state: SandboxState, id: string, caller: Caller | null): SandboxProductSet => {
  const set = /^\d+$/.test(id) ? productSets(state).byId(Number(id)) : productSets(state).byHash(id);
  if (!set || (/^\d+$/.test(id) && set.userId !== caller?.user.id)) throw notFound('Product set');
  return set;
};

/** Changes are the owner's only, whether the set is named by id or by its hash. */
const own = (state: SandboxState, id: string, caller: Caller | null): SandboxProductSet => {
  const set = readable(state, id, caller);
  if (set.userId !== caller?.user.id) throw notFound('Product set');
  return set;
};

const checkProduct = (state: SandboxState, productId: number, field: string): void => {
  if (!catalog(state).byId(productId)) throw badRequest({ [field]: ['Unknown product'] });
};

export const productSetHandlers: AreaHandlers<SetIds> = {
  productSetList: ({ caller, site, language, state }) => ({
    sets: productSets(state)
      .of(caller!.user.id)
      .map((s) => toSet(state, s, site, language, caller)),
  }),

  productSetGet: ({ params, caller, site, language, state }) =>
    toSet(state, readable(state, params.id, caller), site, language, caller),

  productSetCreate: ({ body, caller, site, language, state }) => {
    const userId = caller!.user.id;
    if (productSets(state).of(userId).length >= MAX_SETS_PER_USER)
      throw badRequest({ name: [`You can keep at most ${MAX_SETS_PER_USER} sets`] });
    const lines = body.products ?? [];
    const unknown = lines.flatMap((line, i) =>
      catalog(state).byId(line.product_id) ? [] : [[`products.${i}.product_id`, ['Unknown product']]],
    );
    if (unknown.length) throw badRequest(Object.fromEntries(unknown));
    const set = productSets(state).create(
      userId,
      body.name.trim(),
      lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    );
    return toSet(state, set, site, language, caller);
  },

  productSetUpdate: ({ params, body, caller, site, language, state }) => {
    const set = own(state, params.id, caller);
    set.name = body.name.trim();
    return toSet(state, set, site, language, caller);
  },

  productSetDelete: ({ params, caller, state }) => {
    productSets(state).delete(own(state, params.id, caller));
    return { ok: true };
  },

  productSetShare: ({ params, caller, site, state }) => {
    const hash = productSets(state).share(own(state, params.id, caller));
    return { hash, link: `${siteOrigin(site)}/shop/products/favorite/${hash}` };
  },

  productSetProductAdd: ({ params, body, caller, site, language, state }) => {
    const set = own(state, params.id, caller);
    checkProduct(state, body.product_id, 'product_id');
    productSets(state).addLine(set, { productId: body.product_id, quantity: body.quantity });
    return toSet(state, set, site, language, caller);
  },

  productSetProductUpdate: ({ params, body, caller, site, language, state }) => {
    const set = own(state, params.id, caller);
    const line = set.lines.find((l) => l.productId === params.product_id);
    if (!line) throw notFound('Product in the set');
    line.quantity = body.quantity;
    return toSet(state, set, site, language, caller);
  },

  productSetProductDelete: ({ params, caller, site, language, state }) => {
    const set = own(state, params.id, caller);
    if (!set.lines.some((l) => l.productId === params.product_id)) throw notFound('Product in the set');
    set.lines = set.lines.filter((l) => l.productId !== params.product_id);
    return toSet(state, set, site, language, caller);
  },
};
