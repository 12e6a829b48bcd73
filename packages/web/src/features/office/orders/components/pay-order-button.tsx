import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { useCheckPickupLimits } from '../api/check-pickup-limits';

/** Limits the pickup-point check may name, each with its own text; others show as the upstream names them. */
const KNOWN_LIMITS = new Set(['weight', 'items', 'length', 'width', 'height']);

interface PayOrderButtonProps {
  order: { id: number; number: string; pickup_point: { code: string; delivery_id: number } | null };
}

/**
 * "Pay" on the order page. An order going to a pickup point is first checked against the point's
 * limits (spec 2 §7 POST /office/order/{id}/limits/): a point that cannot take it would never hand
 * it over, so the refusal is shown in place of the payment dialog, naming the limits it breaks.
 */
export const PayOrderButton = ({ order }: PayOrderButtonProps) => {
  const { t, i18n } = useTranslation(['orders', 'payments']);
  const refusalText = useRefusalText();
  const { open } = useModals();
  const check = useCheckPickupLimits();
  const [exceeded, setExceeded] = useState<string[] | null>(null);

  const pay = async () => {
    setExceeded(null);
    if (order.pickup_point) {
      const result = await check
        .mutateAsync({ params: { path: { id: order.id } }, body: order.pickup_point })
        .catch(() => null);
      if (!result) return;
      if (!result.ok) {
        setExceeded(result.exceeded);
        return;
      }
    }
    open('order-payment', { orderId: order.id, number: order.number });
  };

  const names = (exceeded ?? []).map((limit) =>
    KNOWN_LIMITS.has(limit) ? t(`payments:limits.name.${limit as 'weight'}`) : limit,
  );
  return (
    <>
      <Button onClick={() => void pay()} disabled={check.isPending} aria-busy={check.isPending}>
        {t('order.pay')}
      </Button>
      {exceeded && (
        <Alert>
          {t('payments:limits.exceeded', {
            limits: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names),
          })}{' '}
          {t('payments:limits.advice')}
        </Alert>
      )}
      {check.error ? <Alert>{refusalText(readEnvelope(check.error))}</Alert> : null}
    </>
  );
};
