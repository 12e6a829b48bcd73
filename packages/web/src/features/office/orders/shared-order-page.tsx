import { LINK_HASH_PATTERN, SHARE_LINK_UNKNOWN } from '@gf/contracts/rules/order-share';
import { useParams, useSearchParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { hrefTo } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { Alert } from '../../../ui/alert';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { usePaySharedOrder, useSharedOrder } from './api/shared-order';
import { LinkPaymentCard } from './components/link-payment-card';
import styles from './orders.module.css';

/** Says that the link opens no order, and leads to the shop instead of a dead end. */
const UnknownLink = () => {
  const { t } = useTranslation(['payments', 'common']);
  return (
    <Alert>
      <p>{t('payments:shared.unknown')}</p>
      <Link to={hrefTo('ShopMain')}>{t('common:nav.shop')}</Link>
    </Alert>
  );
};

/**
 * Spec 2 §2 orders "share", §7 PUT /shop/order/{id}/share/ (light layout, as the messenger payment
 * page): whoever the buyer handed the link to sees what the order owes and pays it through the
 * offered methods, signed in or not (issue 32 item 4).
 */
export const SharedOrderPage = () => {
  const { t } = useTranslation(['orders', 'payments']);
  const [params] = useSearchParams();
  const id = Number(useParams().id);
  const share = params.get('share') ?? '';
  const valid = Number.isInteger(id) && id > 0 && LINK_HASH_PATTERN.test(share);
  const payment = useSharedOrder(id, share, valid);
  const pay = usePaySharedOrder(id, share);
  const returned = params.get('payment');
  const unknown = !valid || (payment.isError && readEnvelope(payment.error).code === SHARE_LINK_UNKNOWN);
  const title = payment.data ? t('pay.title', { number: payment.data.number }) : t('payments:shared.title');
  return (
    <div className={`${styles.page} ${styles.external}`}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {unknown ? (
        <UnknownLink />
      ) : (
        <QueryView query={payment} group="orderById">
          {(data) => (
            <LinkPaymentCard
              lead={data.is_paid ? null : t('payments:shared.lead')}
              returned={returned}
              payment={data}
              pay={pay.mutateAsync}
              paying={pay.isPending}
              payError={pay.error}
              recheck={() => void payment.refetch()}
            />
          )}
        </QueryView>
      )}
    </div>
  );
};
