import { ShareReply } from '@gf/contracts/gateway/cart';
import {
  FeedbackBody,
  OfficeOrderReply,
  OfficeOrderStatusName,
  OfficeOrdersHubReply,
  OfficeOrdersListReply,
  OrderDocumentParams,
  OrderDocumentReply,
  PickupLimitsBody,
  PickupLimitsReply,
} from '@gf/contracts/gateway/orders';
import type { RouteAccess } from '@gf/contracts/rules/route-access';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';

const OrderId = z.object({ id: z.coerce.number().int().min(1) });

/** The code of a document the order does not have (or an order that is not the user's). */
export const ORDER_DOCUMENT_MISSING = 'order_document_missing';

/** Orders per page of /office/orders/list. */
export const ORDERS_PAGE_SIZE = 20;
/** Rows per block of the orders hub. */
export const ORDERS_HUB_SIZE = 5;

/**
 * The office orders (spec 2 §2 "Orders list and order by id"): the hub, the list, one order and
 * its actions. Each route's access kind says who may call it: a manager viewing the user with
 * can_create_order_well may cancel and share an unpaid order (ordering), never confirm receipt or rate it.
 */
export const officeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  const list = (request: FastifyRequest, query: Record<string, string | number | undefined>) =>
    calls.call(request, 'officeOrderList', { query });

  app.get(
    '/orders/hub',
    {
      config: { access: 'signedIn', page: 'OfficeOrders' },
      schema: {
        tags: ['orders'],
        summary: 'Orders hub: orders awaiting payment, awaiting receipt, and the latest',
        response: { 200: OfficeOrdersHubReply },
      },
    },
    async (request) => {
      const size = ORDERS_HUB_SIZE;
      const [unpaid, delivered, recent] = await Promise.all([
        list(request, { status: 'awaiting_payment', per_page: size }),
        list(request, { status: 'delivered', per_page: size }),
        list(request, { per_page: size }),
      ]);
      return {
        awaiting_payment: unpaid.orders,
        awaiting_receipt: delivered.orders.filter((o) => o.need_confirm_receiving),
        recent: recent.orders,
        total: recent.total,
      };
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'signedIn', page: 'OfficeOrdersList' },
      schema: {
        tags: ['orders'],
        summary: 'The orders list, a page at a time, by status and dates',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          status: OfficeOrderStatusName.optional(),
          date_from: z.iso.date().optional(),
          date_to: z.iso.date().optional(),
        }),
        response: { 200: OfficeOrdersListReply },
      },
    },
    async (request) => {
      const reply = await list(request, { ...request.query, per_page: ORDERS_PAGE_SIZE });
      return { ...reply, per_page: ORDERS_PAGE_SIZE };
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'signedIn', page: 'OfficeOrder' },
      schema: {
        tags: ['orders'],
        summary: 'One order with what it owes and how to pay it',
        params: OrderId,
        response: { 200: OfficeOrderReply },
      },
    },
    async (request) => {
      const [order, payment] = await Promise.all([
        calls.call(request, 'officeOrder', { params: request.params }),
        calls.call(request, 'orderPayment', { params: request.params }),
      ]);
      const { payment_methods: _office, ...rest } = order;
      return { order: { ...rest, pickup_point: rest.pickup_point ?? null }, payment };
    },
  );

  const action = (
    path: string,
    operationId: 'officeOrderCancel' | 'officeOrderReceive',
    access: RouteAccess,
    summary: string,
  ) =>
    app.post(
      path,
      {
        config: { access, page: 'OfficeOrder' },
        schema: {
          tags: ['orders'],
          summary,
          params: OrderId,
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async (request) => calls.call(request, operationId, { params: request.params }),
    );
  // Cancelling an unpaid order is part of ordering: a manager who may order for the user may undo it.
  action('/orders/:id/cancel', 'officeOrderCancel', 'ordering', 'Cancel an unpaid order');
  action('/orders/:id/receive', 'officeOrderReceive', 'signedIn', 'Confirm receipt of a delivered order');

  app.post(
    '/orders/:id/limits',
    {
      // Part of paying (the order page checks before it offers payment): whoever may pay may check.
      config: { page: 'OfficeOrder', access: 'ordering' },
      schema: {
        tags: ['orders'],
        summary: 'Check the order against a pickup point’s limits (weight, size) before paying for it there',
        params: OrderId,
        body: PickupLimitsBody,
        response: { 200: PickupLimitsReply },
      },
    },
    async (request) => calls.call(request, 'officeOrderLimits', { params: request.params, body: request.body }),
  );

  app.post(
    '/orders/:id/feedback',
    {
      config: { access: 'signedIn', page: 'OfficeOrder' },
      schema: {
        tags: ['orders'],
        summary: 'Rate the delivery of a received order',
        params: OrderId,
        body: FeedbackBody,
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) =>
      calls.call(request, 'officeOrderDeliveryFeedback', { params: request.params, body: request.body }),
  );

  app.get(
    '/orders/:id/documents/:kind',
    {
      config: { access: 'signedIn', page: 'OfficeOrder' },
      schema: {
        tags: ['orders'],
        summary: 'An order document to show on screen: the check, the group order statement or the goods movement note',
        params: OrderDocumentParams,
        response: { 200: OrderDocumentReply },
      },
    },
    async (request) => {
      try {
        return await calls.call(request, 'orderBill', { params: { id: request.params.id, type: request.params.kind } });
      } catch (error) {
        // An order without this document is the modal's answer, not a reason to leave the order page.
        if (!(error instanceof GatewayError) || error.envelope.status !== 404) throw error;
        throw new GatewayError({
          status: 404,
          code: ORDER_DOCUMENT_MISSING,
          message: 'The order has no such document',
        });
      }
    },
  );

  app.post(
    '/orders/:id/share',
    {
      config: { access: 'ordering', page: 'OfficeOrder' },
      schema: {
        tags: ['orders'],
        summary: 'Share the order as a link (someone else may pay it)',
        params: OrderId,
        response: { 200: ShareReply },
      },
    },
    async (request) => calls.call(request, 'orderShare', { params: request.params }),
  );
};
