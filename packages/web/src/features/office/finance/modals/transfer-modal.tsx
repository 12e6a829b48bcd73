import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import { QueryView } from '../../../../ui/query-view';
import { useTransferOverview } from '../api/get-transfers';
import { TransferForm } from '../components/transfer-form';

/**
 * The transfer modal (spec 1 §2): the transfer form over the page that opened it (the accounts
 * page), with the same confirm step and the same one-transfer-per-key rule as the transfer page.
 */
export const TransferModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('finance');
  const overview = useTransferOverview();
  return (
    <Dialog open onClose={close} title={t('transfer.formTitle')} closeLabel={t('close')}>
      <QueryView query={overview} group="transfers">
        {(data) => <TransferForm types={data.types} />}
      </QueryView>
    </Dialog>
  );
};
