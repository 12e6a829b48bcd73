import { minorToAmount, toMinor } from '@gf/contracts/rules/money-rules';
import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import type { OrderPayment } from '../api/get-order-payment';
import type { PaymentOutcome } from '../api/pay-order';
import styles from '../orders.module.css';

/** Methods that need a provider's own card widget, which this site does not embed. */
const WIDGET_ONLY = new Set(['cloudpayments', 'iyzico']);

/** Posts the provider's form (some providers are entered by a form post, not a link). */
const submitForm = (form: NonNullable<PaymentOutcome['form']>) => {
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
};

export interface PaymentChoiceProps {
  payment: OrderPayment;
  /** Pays with the method of this payment_methods code. */
  pay: (code: string) => Promise<PaymentOutcome>;
  paying: boolean;
  payError: unknown;
  /** Reads the order's payment again (after a QR code was paid). */
  recheck: () => void;
}

/**
 * Spec 2 §3 payment_methods, §7 Payments: what is due and the order's methods. The internal account
 * pays at once; a provider continues on its page, by its form, or with a QR code the user scans.
 * Used by the order-payment dialog and the messenger payment page.
 */
export const PaymentChoice = ({ payment, pay, paying, payError, recheck }: PaymentChoiceProps) => {
  const { t, i18n } = useTranslation('orders');
  const refusalText = useRefusalText();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [method, setMethod] = useState<string | null>(null);

  const choose = async (code: string) => {
    setMethod(code);
    setOutcome(null);
    const result = await pay(code).catch(() => null);
    if (!result) return;
    if (result.status === 'form' && result.form) return submitForm(result.form);
    if ((result.status === 'redirect' || result.status === 'widget') && result.redirect_url) {
      window.location.assign(result.redirect_url);
      return;
    }
    setOutcome(result);
  };

  if (payment.is_paid || outcome?.status === 'paid')
    return (
      <p className={styles.paid} role="status">
        {t('pay.paid')}
      </p>
    );
  // In minor units: 0.1 + 0.2 of a float is not 0.3 of money.
  const due = minorToAmount(Math.max(0, toMinor(payment.cost) - toMinor(payment.paid)));
  return (
    <>
      <p className={styles.due}>
        {t('pay.due')}: <strong>{formatPrice(due, payment.currency_code, i18n.language)}</strong>
      </p>
      {outcome?.status === 'qr' && outcome.qr && (
        <div className={styles.qr}>
          <p>{t('pay.qr')}</p>
          <code className={styles.code}>{outcome.qr}</code>
          {outcome.redirect_url && (
            <a href={outcome.redirect_url} rel="noopener">
              {t('pay.openPage')}
            </a>
          )}
          <Button variant="secondary" onClick={recheck}>
            {t('pay.check')}
          </Button>
        </div>
      )}
      {outcome && outcome.status !== 'qr' && outcome.message && <Alert tone="info">{outcome.message}</Alert>}
      {payError ? <Alert>{refusalText(readEnvelope(payError))}</Alert> : null}
      <ul className={styles.methods} aria-label={t('pay.methods')}>
        {payment.payment_methods
          .filter((m) => !WIDGET_ONLY.has(m.code.split('/')[0] ?? ''))
          .map((m) => (
            <li key={m.code}>
              <button
                type="button"
                className={styles.method}
                disabled={paying}
                aria-busy={paying && method === m.code}
                onClick={() => void choose(m.code)}
              >
                <span className={styles.methodName}>{m.code === 'pay/internal' ? t('pay.internal') : m.name}</span>
                {m.description && m.code !== 'pay/internal' && <span className={styles.muted}>{m.description}</span>}
              </button>
            </li>
          ))}
      </ul>
    </>
  );
};
