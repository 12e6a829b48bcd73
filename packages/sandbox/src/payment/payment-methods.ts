import type { PaymentMethod } from '@gf/contracts/upstream/entities/payment';
import type { z } from 'zod';

/** The external providers of the payment contract, as payment_methods names them (code = path segments). */
const PROVIDERS: Record<string, { name: string; description: string | null }> = {
  sberbank: { name: 'Bank card (Sberbank)', description: 'Visa, Mastercard, Mir' },
  tinkoff: { name: 'Bank card (T-Bank)', description: 'Visa, Mastercard, Mir' },
  sberpay: { name: 'SberPay', description: 'Pay in the SberBank Online app' },
  'yookassa/bank_card': { name: 'YooKassa: bank card', description: null },
  'yookassa/sbp': { name: 'YooKassa: Faster Payments', description: null },
  'sbp/dynamic': { name: 'Faster Payments QR', description: 'Scan the QR code in your bank app' },
  cloudpayments: { name: 'Bank card (CloudPayments)', description: '3-D Secure protected' },
  dolyame: { name: 'Dolyame', description: 'Four instalments, every two weeks' },
  kaspi: { name: 'Kaspi.kz', description: 'Kaspi QR or the Kaspi app' },
  payme: { name: 'Payme', description: null },
  click: { name: 'Click', description: null },
  bepaid: { name: 'Bank card (bePaid)', description: null },
  erip: { name: 'ERIP', description: 'Pay the invoice in any Belarusian bank' },
  idram: { name: 'Idram', description: null },
  liqpay: { name: 'LiqPay', description: 'Card or Privat24' },
  epoint: { name: 'Bank card (Epoint)', description: null },
  qpay: { name: 'QPay', description: 'Scan the QR code in your bank app' },
  momo: { name: 'MoMo', description: null },
  promptpay: { name: 'PromptPay', description: 'Scan the QR code in your bank app' },
  iyzico: { name: 'iyzico', description: 'Card or instalments' },
  paypal: { name: 'PayPal', description: null },
  stripe: { name: 'Card or wallet (Stripe)', description: 'Visa, Mastercard, Apple Pay, Google Pay' },
  klarna: { name: 'Klarna', description: 'Pay later or in instalments' },
  'bank-transfer/individual': { name: 'Bank transfer', description: 'A bill with our bank details' },
  'bank-transfer/legal': { name: 'Bank transfer for companies', description: 'A bill with VAT for your company' },
  mercadopago: { name: 'Mercado Pago', description: null },
};

const RU = ['sberbank', 'tinkoff', 'sbp/dynamic', 'yookassa/bank_card', 'yookassa/sbp', 'cloudpayments', 'dolyame'];
const EU = ['stripe', 'klarna', 'paypal', 'bank-transfer/individual', 'bank-transfer/legal'];
const LATAM = ['mercadopago'];

const BY_SITE: Record<string, string[]> = {
  ru: RU,
  rc: RU,
  company: RU,
  kz: ['kaspi', 'bank-transfer/individual'],
  uz: ['payme', 'click'],
  by: ['bepaid', 'erip'],
  am: ['idram'],
  ua: ['liqpay'],
  az: ['epoint'],
  mn: ['qpay'],
  vn: ['momo'],
  th: ['promptpay'],
  tr: ['iyzico'],
  us: ['stripe', 'paypal'],
  eu: EU,
  it: EU,
  il: ['stripe', 'paypal'],
  my: ['stripe'],
  sg: ['stripe'],
  ge: ['stripe'],
  ar: LATAM,
  pe: LATAM,
  co: LATAM,
  mx: LATAM,
};

export const providerName = (code: string): string => PROVIDERS[code]?.name ?? code;

/** Internal account first for the order's owner (signed in), then the providers of the order's site. */
export const paymentMethods = (site: string, owner: boolean): z.input<typeof PaymentMethod>[] => [
  ...(owner
    ? [
        {
          code: 'pay/internal',
          name: 'Internal account',
          logo: '/media/payment/internal.svg',
          description: 'Pay from your Greenway internal account',
        },
      ]
    : []),
  ...(BY_SITE[site] ?? ['bank-transfer/individual']).map((code) => ({
    code,
    name: providerName(code),
    logo: `/media/payment/${code.split('/')[0]}.svg`,
    description: PROVIDERS[code]?.description ?? null,
  })),
];
