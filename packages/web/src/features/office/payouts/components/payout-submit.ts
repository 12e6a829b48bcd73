import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { useMoneyMoveSubmit } from '../../../../lib/money-move-submit';

/**
 * The one submit of both payout forms, at home and abroad (spec 2 §2 "Payouts"): a money move
 * with its confirm step, in the payouts' words; a viewing manager's refusal in the area's own.
 */
export const usePayoutSubmit = <V extends FieldValues, O, R>(
  form: UseFormReturn<V, unknown, O>,
  options: { send: (values: O, idempotencyKey: string) => Promise<R>; onDone: (reply: R) => void },
) => {
  const { t } = useTranslation(['payouts', 'finance']);
  return useMoneyMoveSubmit(form, {
    ...options,
    unknown: t('payouts:request.unknown'),
    refusalText: (envelope) => (envelope.code.startsWith('spectator_') ? t('finance:errors.spectator') : undefined),
  });
};
