import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../html.js';
import { orders, type SandboxOrder } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { orderPayments, paymentRefusal } from './order-payments.js';
import { providerName } from './payment-methods.js';
import { type ProviderSession, providerSessions } from './provider-sessions.js';

/**
 * NOT part of the upstream contract: the sandbox's stand-in for the providers' own payment pages,
 * where provider payments started through the contract (redirect_url, form action) end. "Pay" pays
 * the order (PayPal: approves it; the capture call then pays) and returns to the success URL the
 * provider call was given, else /office/orders/<id>; "Decline" leaves it unpaid and returns with
 * ?payment=failed.
 */
export const providerPages: FastifyPluginAsync<{ state: () => SandboxState }> = async (app, options) => {
  // The buttons post an HTML form; this plugin's scope reads such bodies (encapsulated, others unaffected).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  type Params = { provider: string; orderId: string };
  const find = (params: Params, paymentId: string | undefined) => {
    const state = options.state();
    const order = orders(state).byId(Number(params.orderId));
    const sessions = providerSessions(state);
    const session = paymentId ? sessions.get(paymentId) : sessions.latest(Number(params.orderId), params.provider);
    const matches =
      session && order && session.orderId === order.id && session.provider.split('/')[0] === params.provider;
    return matches ? { state, order, session } : null;
  };

  app.get<{ Params: Params; Querystring: { payment_id?: string } }>(
    '/provider/:provider/:orderId',
    async (request, reply) => {
      const found = find(request.params, request.query.payment_id);
      if (!found)
        return reply
          .code(404)
          .type('text/html')
          .send(page('Payment not found', '<p>This payment does not exist or has expired.</p>'));
      return reply.type('text/html').send(paymentPage(found.order, found.session));
    },
  );

  app.post<{ Params: Params & { action: string }; Body: { payment_id?: string } }>(
    '/provider/:provider/:orderId/:action',
    async (request, reply) => {
      const { action } = request.params;
      const found = find(request.params, request.body?.payment_id);
      if (!found || (action !== 'pay' && action !== 'decline'))
        return reply.code(404).send({ detail: 'Payment not found' });
      const { state, order, session } = found;
      if (session.status !== 'pending')
        return reply.redirect(returnUrl(session, order, session.status === 'declined'), 303);
      if (action === 'decline') {
        session.status = 'declined';
        return reply.redirect(returnUrl(session, order, true), 303);
      }
      const payments = orderPayments(state);
      if (session.provider === 'paypal') {
        session.status = 'approved';
        // PayPal returns with its order id as `token`; the site then calls the capture operation.
        return reply.redirect(withQuery(returnUrl(session, order, false), 'token', session.id), 303);
      }
      if (!paymentRefusal(order, payments))
        payments.receive(order, session.provider, session.amount, orders(state).now());
      session.status = 'paid';
      return reply.redirect(returnUrl(session, order, false), 303);
    },
  );
};

const withQuery = (url: string, key: string, value: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

const returnUrl = (session: ProviderSession, order: SandboxOrder, failed: boolean): string => {
  const base = (failed ? (session.failUrl ?? session.successUrl) : session.successUrl) ?? `/office/orders/${order.id}`;
  return failed ? withQuery(base, 'payment', 'failed') : base;
};

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}' +
  'button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.6rem;cursor:pointer}.pay{background:#2e7d32;color:#fff;border:0}' +
  '.note{color:#666;font-size:.85rem}</style></head>' +
  `<body><h1>${escapeHtml(title)}</h1>${body}<p class="note">Sandbox payment page: no real money moves.</p></body></html>`;

const paymentPage = (order: SandboxOrder, session: ProviderSession): string => {
  const action = (name: string) =>
    `/provider/${escapeHtml(session.provider.split('/')[0] as string)}/${order.id}/${name}`;
  const hidden = `<input type="hidden" name="payment_id" value="${escapeHtml(session.id)}">`;
  const done =
    session.status === 'pending'
      ? `<form method="post" action="${action('pay')}" style="display:inline">${hidden}<button class="pay">Pay</button></form>` +
        `<form method="post" action="${action('decline')}" style="display:inline">${hidden}<button>Decline</button></form>`
      : `<p>This payment is ${session.status}.</p>`;
  return page(
    providerName(session.provider),
    `<p>Order <b>${escapeHtml(order.number)}</b></p><p>Amount: <b>${session.amount.toFixed(2)} ${escapeHtml(order.currency)}</b></p>${done}`,
  );
};
