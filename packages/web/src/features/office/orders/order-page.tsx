import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { BRAND_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import cardStyles from '../../../ui/card.module.css';
import { Spinner } from '../../../ui/spinner';
import { useOfficeOrder } from './api/get-order';
import { useCancelOrder, useOrderFeedback, useReceiveOrder, useShareOrder } from './api/order-actions';
import { StatusBadge } from './components/status-badge';
import styles from './orders.module.css';

/** Rate the delivery of a received order (1 to 5) with an optional comment. */
const FeedbackForm = ({ id }: { id: number }) => {
  const { t } = useTranslation('orders');
  const feedback = useOrderFeedback();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  return (
    <form
      className={cardStyles.card}
      onSubmit={(event) => {
        event.preventDefault();
        feedback.mutate({
          params: { path: { id } },
          body: { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
        });
      }}
    >
      <fieldset className={styles.stars}>
        <legend className={cardStyles.title}>{t('feedback.title')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star}>
            <input type="radio" name="rating" checked={rating === n} onChange={() => setRating(n)} />
            {t('feedback.stars', { n })}
          </label>
        ))}
      </fieldset>
      <label className={styles.muted} htmlFor="feedback-comment">
        {t('feedback.comment')}
      </label>
      <textarea
        id="feedback-comment"
        className={styles.textarea}
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {feedback.error && <Alert>{readEnvelope(feedback.error).message}</Alert>}
      <Button type="submit" disabled={feedback.isPending}>
        {t('feedback.send')}
      </Button>
    </form>
  );
};

/** /office/orders/{id}: view, pay, cancel, confirm receipt, rate the delivery, share, bill and blank. */
export const OrderPage = () => {
  const { t, i18n } = useTranslation('orders');
  const site = useSite();
  const { open } = useModals();
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const order = useOfficeOrder(id);
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  const share = useShareOrder();
  const captured = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);

  // A PayPal approval comes back with its id as `token`; the capture takes the money.
  const token = params.get('token');
  useEffect(() => {
    if (!token || captured.current) return;
    captured.current = true;
    void api
      .POST('/bff/v1/orders/{id}/pay/paypal/capture', { params: { path: { id } }, body: { payment_id: token } })
      .then(() => order.refetch());
  }, [token, id, order]);

  if (order.isPending) return <Spinner label={t('loading')} fullPage />;
  if (order.error || !order.data)
    return (
      <div className={styles.page}>
        <Alert>{order.error ? readEnvelope(order.error).message : t('failed')}</Alert>
      </div>
    );
  const { order: o, payment } = order.data;
  const money = (amount: number) => formatPrice(amount, o.currency_code, i18n.language);
  const documentLink = (path: string, label: string) => (
    <a className={styles.docLink} href={path} target="_blank" rel="noopener">
      {label}
    </a>
  );
  const returned = params.get('payment');
  return (
    <div className={styles.page}>
      <title>{`${t('number', { number: o.number })} · ${BRAND_NAME}`}</title>
      <p>
        <Link to={paths.OfficeOrdersList.href()}>{t('list.back')}</Link>
      </p>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('number', { number: o.number })}</h1>
        <StatusBadge status={o.status} />
      </header>
      {returned === 'failed' && !payment.is_paid && <Alert>{t('pay.returnedFailed')}</Alert>}
      {returned === 'success' && <Alert tone="info">{payment.is_paid ? t('pay.paid') : t('pay.processing')}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <div className={styles.blocks}>
        <Card title={t('order.lines')}>
          <p className={styles.muted}>{formatDate(o.date, site.dateFormat)}</p>
          <ul className={styles.lines}>
            {o.lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.name} × {line.quantity}
                </span>
                <span>{line.price === 0 ? t('order.gift') : money(line.price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.facts}>
            <div>
              <dt>{t('order.delivery')}</dt>
              <dd>{o.delivery.address}</dd>
            </div>
            {o.delivery.tracking_number && (
              <div>
                <dt>{t('order.tracking')}</dt>
                <dd>{o.delivery.tracking_number}</dd>
              </div>
            )}
            <div>
              <dt>{t('order.value')}</dt>
              <dd>{o.value}</dd>
            </div>
            <div>
              <dt>{t('order.paid')}</dt>
              <dd>{money(payment.paid)}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{t('order.total')}</dt>
              <dd>{money(o.total)}</dd>
            </div>
          </dl>
        </Card>
        <Card title={t('order.actions')}>
          <div className={styles.actionList}>
            {o.can_pay && !payment.is_paid && (
              <Button onClick={() => open('order-payment', { orderId: o.id, number: o.number })}>
                {t('order.pay')}
              </Button>
            )}
            {o.need_confirm_receiving && o.status === 'delivered' && (
              <Button disabled={receive.isPending} onClick={() => receive.mutate({ params: { path: { id } } })}>
                {t('order.receive')}
              </Button>
            )}
            {o.can_cancel && (
              <Button
                variant="secondary"
                disabled={cancel.isPending}
                onClick={() =>
                  open('confirm', {
                    text: t('order.cancelConfirm', { number: o.number }),
                    confirmLabel: t('order.cancel'),
                    onConfirm: () => cancel.mutateAsync({ params: { path: { id } } }),
                  })
                }
              >
                {t('order.cancel')}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={share.isPending}
              onClick={async () => {
                const link = await share.mutateAsync({ params: { path: { id } } }).catch(() => null);
                if (!link) return;
                await navigator.clipboard?.writeText(link.link).catch(() => undefined);
                setNotice(t('order.shared', { link: link.link }));
              }}
            >
              {t('order.share')}
            </Button>
          </div>
          {(cancel.error || receive.error || share.error) && (
            <Alert>{readEnvelope(cancel.error ?? receive.error ?? share.error).message}</Alert>
          )}
          <h3 className={styles.subtitle}>{t('order.documents')}</h3>
          <div className={styles.docs}>
            {documentLink(`/bff/v1/orders/${id}/bill/invoice`, t('order.invoice'))}
            {payment.is_paid && documentLink(`/bff/v1/orders/${id}/bill/receipt`, t('order.receipt'))}
            {documentLink(`/bff/v1/orders/${id}/blank`, t('order.blank'))}
            {documentLink(`/bff/v1/orders/${id}/blank?download=1`, t('order.download'))}
          </div>
        </Card>
        {o.can_leave_feedback && <FeedbackForm id={id} />}
      </div>
    </div>
  );
};
