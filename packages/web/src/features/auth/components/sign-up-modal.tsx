import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Dialog } from '../../../ui/dialog';
import styles from './auth-forms.module.css';
import { InviteCodeForm } from './invite-code-form';

/**
 * Spec 1 §2, modal "sign-up": registration is by invitation (spec 2 §2: invites), so the visitor
 * chooses partner or client and enters the invite code their sponsor gave; the "registration" modal
 * takes over with that invite, where the visitor is.
 */
export const SignUpModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('auth');
  const { open } = useModals();
  return (
    <Dialog open onClose={close} title={t('signUp.title')} description={t('signUp.hint')} closeLabel={t('close')}>
      <div className={styles.form}>
        <InviteCodeForm onInvite={(info) => open('registration', info)} />
        <p className={styles.links}>
          <span>{t('signUp.haveAccount')}</span>
          <button type="button" className={styles.linkButton} onClick={() => open('sign-in')}>
            {t('signIn.title')}
          </button>
        </p>
      </div>
    </Dialog>
  );
};
