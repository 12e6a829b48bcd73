import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { formatPrice } from '../../../../lib/format-price';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { useOrderPayment } from '../api/get-order-payment';
import { type PaymentOutcome, usePayOrder } from '../api/pay-order';
import styles from '../orders.module.css';

export interface OrderPaymentProps {
  orderId: number;
  number: string;
}

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

/**
 * Spec 2 order-payment: the order's payment_methods. The internal account pays at once; a
 * provider continues on its page, by its form, or with a QR code the user scans.
 */
export const OrderPaymentModal = ({ props, close }: ModalComponentProps<OrderPaymentProps>) => {
  const { t, i18n } = useTranslation('orders');
  const refusalText = useRefusalText();
  const payment = useOrderPayment(props.orderId);
  const pay = usePayOrder(props.orderId);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [method, setMethod] = useState<string | null>(null);

  const choose = async (code: string) => {
    setMethod(code);
    setOutcome(null);
    const result = await pay.mutateAsync(code).catch(() => null);
    if (!result) return;
    if (result.status === 'form' && result.form) return submitForm(result.form);
    if ((result.status === 'redirect' || result.status === 'widget') && result.redirect_url) {
      window.location.assign(result.redirect_url);
      return;
    }
    setOutcome(result);
  };

  const data = payment.data;
  const due = data ? Math.max(0, data.cost - data.paid) : 0;
  return (
    <Dialog open onClose={close} title={t('pay.title', { number: props.number })} closeLabel={t('close')}>
      {payment.isPending ? (
        <Spinner label={t('loading')} />
      ) : payment.error || !data ? (
        <Alert>{t('pay.failed')}</Alert>
      ) : data.is_paid || outcome?.status === 'paid' ? (
        <div className={styles.paid} role="status">
          <p>{t('pay.paid')}</p>
          <Button onClick={close} data-autofocus="">
            {t('close')}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.due}>
            {t('pay.due')}: <strong>{formatPrice(due, data.currency_code, i18n.language)}</strong>
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
              <Button variant="secondary" onClick={() => void payment.refetch()}>
                {t('pay.check')}
              </Button>
            </div>
          )}
          {outcome && outcome.status !== 'qr' && outcome.message && <Alert tone="info">{outcome.message}</Alert>}
          {pay.error && <Alert>{refusalText(readEnvelope(pay.error))}</Alert>}
          <ul className={styles.methods} aria-label={t('pay.methods')}>
            {data.payment_methods
              .filter((m) => !WIDGET_ONLY.has(m.code.split('/')[0] ?? ''))
              .map((m) => (
                <li key={m.code}>
                  <button
                    type="button"
                    className={styles.method}
                    disabled={pay.isPending}
                    aria-busy={pay.isPending && method === m.code}
                    onClick={() => void choose(m.code)}
                  >
                    <span className={styles.methodName}>{m.code === 'pay/internal' ? t('pay.internal') : m.name}</span>
                    {m.description && m.code !== 'pay/internal' && (
                      <span className={styles.muted}>{m.description}</span>
                    )}
                  </button>
                </li>
              ))}
          </ul>
        </>
      )}
    </Dialog>
  );
};
