import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { HOLD_MINUTES } from '../lib/hold-minutes';

/** Spec 1 §2 tickets-confirmation-timeout: the 30-minute hold lapsed and the seats were released. */
export const ConfirmationTimeoutModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('events');
  return (
    <Dialog
      open
      onClose={close}
      title={t('timeout.title')}
      closeLabel={t('close')}
      footer={
        <Button onClick={close} data-autofocus="">
          {t('timeout.again')}
        </Button>
      }
    >
      <p>{t('timeout.text', { count: HOLD_MINUTES })}</p>
    </Dialog>
  );
};
