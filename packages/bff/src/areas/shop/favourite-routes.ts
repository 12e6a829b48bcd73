import {
  FavouritesReply,
  OkReply,
  SetName,
  ShopProductSet as SetReply,
  ShareReply,
  type ShopProductSet,
} from '@gf/contracts/gateway/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UpstreamReply } from '../../platform/upstream/upstream-client.js';
import { shopConfig } from './catalogue-routes.js';
import { shortProduct } from './shop-paths.js';

const ProductId = z.object({ id: z.coerce.number().int().min(1) });
/** A set is named by its id (the owner) or by its share hash (anyone with the link). */
const SetId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown set') });
const Quantity = z.number().int().min(1).max(999);

export const toSet = (set: UpstreamReply<'productSetGet'>): ShopProductSet => ({
  id: set.id,
  name: set.set.name,
  created_at: set.set.created_at,
  products: set.products.map(shortProduct),
  unavailable_products: set.unavailable_products.map(shortProduct),
  hash: set.hash,
});

/**
 * Favourites and product sets (spec 2 §3, §7): the user's own, so never cached; a shared set opens
 * by its hash for anyone (/shop/products/favorite/{set_id}), the unavailable products apart.
 */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/shop/favourites',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Favourite products and product sets of the user (/shop/products/favorite)',
        response: { 200: FavouritesReply },
      },
    },
    async (request) => {
      const [favourites, sets] = await Promise.all([
        calls.call(request, 'favouriteList', {}),
        calls.call(request, 'productSetList', {}),
      ]);
      return { products: favourites.products.map(shortProduct), sets: sets.sets.map(toSet) };
    },
  );

  app.put(
    '/shop/favourites/:id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Add a product to favourites',
        params: ProductId,
        response: { 200: OkReply },
      },
    },
    (request) => calls.call(request, 'favouriteAdd', { params: request.params }),
  );

  app.delete(
    '/shop/favourites/:id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Remove a product from favourites',
        params: ProductId,
        response: { 200: OkReply },
      },
    },
    (request) => calls.call(request, 'favouriteRemove', { params: request.params }),
  );

  app.get(
    '/shop/sets/:id',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'One product set, by id (owner) or share hash (anyone)',
        params: SetId,
        response: { 200: SetReply },
      },
    },
    async (request) => {
      return toSet(await calls.call(request, 'productSetGet', { params: request.params }));
    },
  );

  app.post(
    '/shop/sets',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Create a product set, optionally with products (product-set-creation)',
        body: z.object({
          name: SetName,
          products: z
            .array(z.object({ product_id: z.number().int().min(1), quantity: Quantity }))
            .max(200)
            .optional(),
        }),
        response: { 200: SetReply },
      },
    },
    async (request) => toSet(await calls.call(request, 'productSetCreate', { body: request.body })),
  );

  app.put(
    '/shop/sets/:id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Rename a product set',
        params: SetId,
        body: z.object({ name: SetName }),
        response: { 200: SetReply },
      },
    },
    async (request) =>
      toSet(await calls.call(request, 'productSetUpdate', { params: request.params, body: request.body })),
  );

  app.delete(
    '/shop/sets/:id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Delete a product set',
        params: SetId,
        response: { 200: OkReply },
      },
    },
    (request) => calls.call(request, 'productSetDelete', { params: request.params }),
  );

  app.post(
    '/shop/sets/:id/share',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Share a product set: a link anyone can open',
        params: SetId,
        response: { 200: ShareReply },
      },
    },
    (request) => calls.call(request, 'productSetShare', { params: request.params }),
  );

  app.post(
    '/shop/sets/:id/products',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Add a product to a set (product-set-add)',
        params: SetId,
        body: z.object({ product_id: z.number().int().min(1), quantity: Quantity }),
        response: { 200: SetReply },
      },
    },
    async (request) =>
      toSet(await calls.call(request, 'productSetProductAdd', { params: request.params, body: request.body })),
  );

  const SetProduct = SetId.extend({ product_id: z.coerce.number().int().min(1) });

  app.put(
    '/shop/sets/:id/products/:product_id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Change the quantity of a product in a set',
        params: SetProduct,
        body: z.object({ quantity: Quantity }),
        response: { 200: SetReply },
      },
    },
    async (request) =>
      toSet(await calls.call(request, 'productSetProductUpdate', { params: request.params, body: request.body })),
  );

  app.delete(
    '/shop/sets/:id/products/:product_id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Remove a product from a set',
        params: SetProduct,
        response: { 200: SetReply },
      },
    },
    async (request) => toSet(await calls.call(request, 'productSetProductDelete', { params: request.params })),
  );
};
