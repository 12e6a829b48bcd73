import { lineAmount } from '@gf/contracts/rules/money-rules';
import { hasOrderDocument, ORDER_DOCUMENT_MODALS, type OrderDocumentModal } from '@gf/contracts/rules/order-documents';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useRefusalText } from '../../../api/refusal-text';
import { BRAND_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { isolate } from '../../../i18n/bidi-isolation';
import { useTranslation } from '../../../i18n/use-translation';
import { copyText } from '../../../lib/copy-text';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useCancelOrder } from './api/cancel-order';
import { useOfficeOrder } from './api/get-order';
import { useReceiveOrder } from './api/receive-order';
import { useShareOrder } from './api/share-order';
import { PayOrderButton } from './components/pay-order-button';
import { ProductLines } from './components/product-lines';
import { StatusBadge } from './components/status-badge';
import styles from './orders.module.css';

/** /office/orders/{id}: view, pay, cancel, confirm receipt, rate the delivery, share, bill and blank. */
export const OrderPage = () => {
  const { t, i18n } = useTranslation(['orders', 'named-modals']);
  const { t: common } = useTranslation();
  const refusalText = useRefusalText();
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
        <Alert>{order.error ? refusalText(readEnvelope(order.error)) : t('failed')}</Alert>
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
  const facts = { status: o.status, deliveryType: o.delivery.type, paid: payment.is_paid };
  const documents = (Object.keys(ORDER_DOCUMENT_MODALS) as OrderDocumentModal[]).filter((modal) =>
    hasOrderDocument(ORDER_DOCUMENT_MODALS[modal], facts),
  );
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
          <ProductLines
            label={t('order.lines')}
            lines={o.lines.map((line) => ({
              id: String(line.id),
              name: line.name,
              quantity: line.quantity,
              amount: line.price === 0 ? t('order.gift') : money(lineAmount(line.price, line.quantity)),
            }))}
          />
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
            {o.can_pay && !payment.is_paid && <PayOrderButton order={o} />}
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
                const copied = await copyText(link.link);
                // Shown to copy by hand, set apart from the sentence so a right-to-left one keeps its order.
                setNotice(
                  copied
                    ? t('order.shared', { link: link.link })
                    : `${common('share.failed')} ${isolate(link.link, i18n.language)}`,
                );
              }}
            >
              {t('order.share')}
            </Button>
          </div>
          {(cancel.error || receive.error || share.error) && (
            <Alert>{refusalText(readEnvelope(cancel.error ?? receive.error ?? share.error))}</Alert>
          )}
          <h3 className={styles.subtitle}>{t('order.documents')}</h3>
          <div className={styles.docs}>
            {documentLink(`/bff/v1/orders/${id}/bill/invoice`, t('order.invoice'))}
            {payment.is_paid && documentLink(`/bff/v1/orders/${id}/bill/receipt`, t('order.receipt'))}
            {documentLink(`/bff/v1/orders/${id}/blank`, t('order.blank'))}
            {documentLink(`/bff/v1/orders/${id}/blank?download=1`, t('order.download'))}
            {documents.map((modal) => (
              <Button key={modal} variant="quiet" onClick={() => open(modal)}>
                {t(`named-modals:document.${modal}`)}
              </Button>
            ))}
          </div>
        </Card>
        {o.can_leave_feedback && (
          <Card title={t('named-modals:gwReview.title')}>
            <p className={styles.muted}>{t('named-modals:gwReview.lead')}</p>
            <Button onClick={() => open('order-gw-market-review')}>{t('named-modals:gwReview.open')}</Button>
          </Card>
        )}
      </div>
    </div>
  );
};
