import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { Sample } from '../sample.js';
import { MESSENGER_PAYMENT_HASH } from '../state/orders.js';

/** The demo partner's seeded order awaiting payment; starting a provider payment does not pay it. */
const UNPAID = 5005;

const providers: [OperationId, string][] = [
  ['paymentSberbank', 'sberbank'],
  ['paymentTinkoff', 'tinkoff'],
  ['paymentDolyame', 'dolyame'],
  ['paymentKaspi', 'kaspi'],
  ['paymentPayme', 'payme'],
  ['paymentClick', 'click'],
  ['paymentBepaid', 'bepaid'],
  ['paymentErip', 'erip'],
  ['paymentIdram', 'idram'],
  ['paymentLiqpay', 'liqpay'],
  ['paymentEpoint', 'epoint'],
  ['paymentQpay', 'qpay'],
  ['paymentMomo', 'momo'],
  ['paymentPromptpay', 'promptpay'],
  ['paymentPaypal', 'paypal'],
  ['paymentStripe', 'stripe'],
  ['paymentKlarna', 'klarna'],
  ['paymentMercadopago', 'mercadopago'],
  ['paymentYookassa', 'yookassa/bank_card'],
  ['paymentSbp', 'sbp/dynamic'],
  ['paymentBankTransfer', 'bank-transfer/legal'],
];

export const paymentSamples: Sample[] = [
  ...providers.map(([operationId, segment]) => ({
    operationId,
    as: 'partner',
    path: `/greenway/shop/order/${UNPAID}/${segment}/`,
    body: { success_url: 'http://localhost:3000/office/orders/5005' },
  })),
  {
    operationId: 'paymentCloudpayments',
    as: 'partner',
    path: `/greenway/shop/order/${UNPAID}/cloudpayments/`,
    body: { cryptogram: 'eyJUeXBlIjoiQ2xvdWRDYXJkIiwiQnJvd3NlckluZm9CYXNlNjQiOiIifQ', card_holder: 'ANNA PARTNEROVA' },
  },
  {
    operationId: 'paymentIyzico',
    as: 'partner',
    path: `/greenway/shop/order/${UNPAID}/iyzico/`,
    body: { client_ip: '85.105.10.20', stock_address: 'Ataturk Cd. 12', stock_city: 'Istanbul' },
  },
  {
    operationId: 'paymentPaypalCapture',
    as: 'partner',
    path: `/greenway/shop/order/${UNPAID}/paypal/capture/`,
    body: { payment_id: 'paypal_unknown' },
    status: 404,
  },
  { operationId: 'sberpayRegister', as: 'partner', body: { order_id: UNPAID } },
  { operationId: 'telegramPaymentHash', path: '/payment/telegram/hash/unknown/', status: 404 },
  // The seeded link the messenger hands the demo partner (state/orders MESSENGER_PAYMENT_HASH).
  { operationId: 'telegramPaymentHash', path: `/payment/telegram/hash/${MESSENGER_PAYMENT_HASH}/` },
  // The client's seeded unpaid order (5011), paid in part from the internal account.
  {
    operationId: 'payFromAccount',
    as: 'client',
    path: '/greenway/shop/order/5011/pay/internal/',
    body: { amount: 100, access_token: 'messenger-token-absent' },
  },
];
