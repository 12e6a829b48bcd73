import {
  InstallmentBody,
  OkReply,
  ProductPageReply,
  ReferralReply,
  ReviewBody,
  ReviewListReply,
  ReviewTemplateReply,
  ShopReview,
} from '@gf/contracts/gateway/shop';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { downloadRoute } from '../../platform/files/download-route.js';
import { callContext } from '../../platform/upstream/session-call.js';
import type { UpstreamReply } from '../../platform/upstream/upstream-client.js';
import { shopConfig } from './catalogue-routes.js';
import { shortProduct } from './shop-paths.js';

const Code = z.object({ code: z.string().min(1).max(64) });

/** Where a product page may send the browser: a path of this site, never another origin. */
const sitePath = (path: unknown): string | null =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;

/**
 * The product page (spec 1 §2 /shop/brands/{brand}/{code}, and /product/{code}) and what is done
 * on it: reviews, the instalment request, the partner's referral link and its QR code.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions, upstream } = app.core;
  const { publicReads } = app;

  /**
   * Spec 1 §8: an unknown code answers 404 with a redirect payload. The session call maps the 404
   * to the error envelope and keeps no body, so the payload is read again, anonymously: where a
   * code leads does not depend on who asks. Only on this failure path.
   */
  const moved = async (request: FastifyRequest, code: string, error: unknown) => {
    if (!(error instanceof GatewayError) || error.envelope.status !== 404) throw error;
    // The gw/dc rule of spec 2 §2 comes first: such a 404 goes to ShopMain.
    if (error.envelope.redirect?.route === 'ShopMain') throw error;
    const answer = await upstream.call('productGet', { params: { code } }, { ...callContext(request), token: null });
    const body = (answer.body ?? {}) as { redirect?: unknown; code?: unknown };
    const redirect = answer.status === 404 ? sitePath(body.redirect) : null;
    if (!redirect) throw error;
    return {
      status: 'moved' as const,
      redirect,
      reason: typeof body.code === 'string' ? body.code : 'moved',
    };
  };

  const signedIn = async (request: FastifyRequest) => Boolean((await sessions.load(request))?.data.tokens);

  app.get(
    '/shop/products/:code',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'A product page: the product, its reviews, recommended and periodic products, in parallel',
        params: Code,
        response: { 200: ProductPageReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const { code } = request.params;
        const none: UpstreamReply<'productsRecommended'> = { products: [] };
        // Only the product decides the page; a failed side block shows as missing, not as an error page.
        const [product, reviews, recommended, periodic] = await Promise.all([
          calls.call(request, 'productGet', { params: { code } }).catch((error: unknown) => error),
          calls.call(request, 'reviewList', { params: { code } }).catch(() => null),
          calls.call(request, 'productsRecommended', { query: { 'code[]': code } }).catch(() => none),
          signedIn(request).then((yes) =>
            yes ? calls.call(request, 'productsPeriodicRecommended', {}).catch(() => none) : none,
          ),
        ]);
        if (product instanceof Error || !product) return moved(request, code, product);
        const detail = product as UpstreamReply<'productGet'>;
        return {
          status: 'found' as const,
          product: shortProduct(detail),
          related: detail.related.map(shortProduct),
          recommended: recommended.products.map(shortProduct),
          periodic: periodic.products.map(shortProduct),
          reviews,
        };
      }),
  );

  app.get(
    '/shop/products/:code/reviews',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'A page of published reviews with the rating and my review',
        params: Code,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).optional() }),
        response: { 200: ReviewListReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, () =>
        calls.call(request, 'reviewList', {
          params: request.params,
          query: request.query.page ? { page: request.query.page } : {},
        }),
      ),
  );

  app.get(
    '/shop/reviews/template',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'The review form: publishing rules and limits',
        response: { 200: ReviewTemplateReply },
      },
    },
    (request, reply) => publicReads.serve(request, reply, () => calls.call(request, 'reviewTemplate', {})),
  );

  app.post(
    '/shop/products/:code/reviews',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Write a review (status 0, new, until moderated)',
        params: Code,
        body: ReviewBody,
        response: { 200: ShopReview },
      },
    },
    (request) => calls.call(request, 'reviewAdd', { params: request.params, body: request.body }),
  );

  app.delete(
    '/shop/products/:code/reviews/:id',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Delete my review',
        params: Code.extend({ id: z.coerce.number().int().min(1) }),
        response: { 200: OkReply },
      },
    },
    (request) => calls.call(request, 'reviewDelete', { params: request.params }),
  );

  app.post(
    '/shop/products/:code/installment',
    {
      config: { access: 'ordering', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Ask to buy the product in instalments; the company calls back',
        params: Code,
        body: InstallmentBody,
        response: { 200: OkReply },
      },
    },
    (request) => calls.call(request, 'installmentRequest', { params: request.params, body: request.body }),
  );

  app.post(
    '/shop/products/:code/referral',
    {
      config: { access: 'signedIn', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: "The partner's referral link to the product and its QR code (product-ref-options)",
        params: Code,
        response: { 200: ReferralReply },
      },
    },
    async (request) => {
      const made = await calls.call(request, 'productReferralCode', { body: request.params });
      return { link: made.product_referral_link, qr_svg_base64: made.qr_body_base_64 };
    },
  );

  downloadRoute(app, '/shop/products/:code/qr.pdf', {
    config: { access: 'signedIn', ...shopConfig },
    schema: {
      tags: ['shop'],
      summary: "A printable PDF of the product's referral QR code, streamed from the upstream",
      params: Code,
      response: { 200: z.string().meta({ format: 'binary' }) },
    },
    download: (request) => ({
      operationId: 'productQrPdf',
      params: { code: request.params.code },
      filename: `product-${request.params.code}-qr.pdf`,
      ownName: true,
      contentType: 'application/pdf',
    }),
  });

  downloadRoute(app, '/shop/products/:code/qr.svg', {
    config: { ...shopConfig, access: 'public' },
    schema: {
      tags: ['shop'],
      summary:
        "The product's QR code image (spec 2 §7 GET /qr/{code}/), opening the product's /product/{code} page; for print",
      params: Code,
      response: { 200: z.string().meta({ format: 'binary' }) },
    },
    download: (request, reply) => {
      // An image from the upstream on this origin: opened on its own it may run nothing and load nothing.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return {
        operationId: 'qrImage',
        params: { code: request.params.code },
        disposition: 'inline',
        filename: `product-${request.params.code}-qr.svg`,
        ownName: true,
        contentType: 'image/svg+xml',
      };
    },
  });
};
