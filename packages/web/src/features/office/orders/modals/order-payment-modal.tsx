import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { useOrderPayment } from '../api/get-order-payment';
import { usePayOrder } from '../api/pay-order';
import { PaymentChoice } from '../components/payment-choice';

export interface OrderPaymentProps {
  orderId: number;
  number: string;
}

/** Spec 2 order-payment: the order's payment_methods, paid as PaymentChoice says. */
export const OrderPaymentModal = ({ props, close }: ModalComponentProps<OrderPaymentProps>) => {
  const { t } = useTranslation('orders');
  const payment = useOrderPayment(props.orderId);
  const pay = usePayOrder(props.orderId);
  const data = payment.data;
  return (
    <Dialog open onClose={close} title={t('pay.title', { number: props.number })} closeLabel={t('close')}>
      {payment.isPending ? (
        <Spinner label={t('loading')} />
      ) : payment.error || !data ? (
        <Alert>{t('pay.failed')}</Alert>
      ) : (
        <>
          <PaymentChoice
            payment={data}
            pay={pay.mutateAsync}
            paying={pay.isPending}
            payError={pay.error}
            recheck={() => void payment.refetch()}
          />
          {data.is_paid && (
            <Button onClick={close} data-autofocus="">
              {t('close')}
            </Button>
          )}
        </>
      )}
    </Dialog>
  );
};
