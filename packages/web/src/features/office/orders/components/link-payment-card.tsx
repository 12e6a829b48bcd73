import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Alert } from '../../../../ui/alert';
import { Card } from '../../../../ui/card';
import styles from '../orders.module.css';
import { PaymentChoice, type PaymentChoiceProps } from './payment-choice';

interface LinkPaymentCardProps extends PaymentChoiceProps {
  /** What the page says above the methods (null: nothing). */
  lead: ReactNode;
  /** `?payment=` after a provider sent the payer back: success or failed. */
  returned: string | null;
  /** What follows the methods (the way back to the messenger). */
  children?: ReactNode;
}

/**
 * The payment card of a page opened by a link (the messenger's hash, the buyer's share link): the
 * methods, and what a provider's return means while the order is not yet paid.
 */
export const LinkPaymentCard = ({ lead, returned, children, ...choice }: LinkPaymentCardProps) => {
  const { t } = useTranslation('orders');
  const unpaid = !choice.payment.is_paid;
  return (
    <Card title={t('pay.methods')}>
      {lead && <p className={styles.muted}>{lead}</p>}
      {returned === 'success' && unpaid && <Alert tone="info">{t('pay.processing')}</Alert>}
      {returned === 'failed' && unpaid && <Alert>{t('pay.returnedFailed')}</Alert>}
      <PaymentChoice {...choice} />
      {children}
    </Card>
  );
};
