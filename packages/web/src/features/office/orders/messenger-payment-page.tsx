import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert } from '../../../ui/alert';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useMessengerPayment, usePayMessengerPayment } from './api/messenger-payment';
import { LinkPaymentCard } from './components/link-payment-card';
import styles from './orders.module.css';

/**
 * Spec 1 §2 (light layout) the external messenger payments page, spec 2 §7 GET
 * /payment/telegram/hash/{hash}/: the messenger hands over `?hash=`; whoever opens it sees what
 * the order owes and pays it, from the linked account or through a provider, signed in or not.
 */
export const MessengerPaymentPage = () => {
  const { t } = useTranslation(['orders', 'payments']);
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const payment = useMessengerPayment(hash);
  const pay = usePayMessengerPayment(hash);
  const returned = params.get('payment');
  const title = payment.data ? t('pay.title', { number: payment.data.number }) : t('payments:messenger.title');
  return (
    <div className={`${styles.page} ${styles.external}`}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {hash === '' ? (
        <Alert>{t('payments:messenger.noLink')}</Alert>
      ) : (
        <QueryView query={payment} group="orderById">
          {(data) => (
            <LinkPaymentCard
              lead={t('payments:messenger.lead')}
              returned={returned}
              payment={data}
              pay={pay.mutateAsync}
              paying={pay.isPending}
              payError={pay.error}
              recheck={() => void payment.refetch()}
            >
              {data.is_paid && <p>{t('payments:messenger.backToMessenger')}</p>}
            </LinkPaymentCard>
          )}
        </QueryView>
      )}
    </div>
  );
};
