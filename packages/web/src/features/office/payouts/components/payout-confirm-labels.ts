import { useTranslation } from '../../../../i18n/use-translation';
import type { MoneyMoveLabels } from '../../../../ui/money-move-confirm';

/** The confirm step's words for a payout, at home or abroad: from, to and amount as a transfer names them. */
export const usePayoutConfirmLabels = (): MoneyMoveLabels => {
  const { t } = useTranslation(['payouts', 'finance']);
  return {
    title: t('payouts:confirm.title'),
    from: t('finance:confirm.from'),
    to: t('finance:confirm.to'),
    amount: t('finance:confirm.amount'),
    confirm: t('payouts:confirm.send'),
    pending: t('payouts:confirm.sending'),
    back: t('finance:confirm.back'),
    close: t('payouts:close'),
  };
};
