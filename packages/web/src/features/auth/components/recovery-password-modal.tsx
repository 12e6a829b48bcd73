import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Dialog } from '../../../ui/dialog';
import { PasswordRecoveryForm } from './password-recovery-form';

/** Spec 1 §2, modal "recovery-password": the PasswordRecovery page's form where the visitor is. */
export const RecoveryPasswordModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('registration');
  return (
    <Dialog open onClose={close} title={t('recovery.title')} description={t('recovery.lead')} closeLabel={t('close')}>
      <PasswordRecoveryForm />
    </Dialog>
  );
};
