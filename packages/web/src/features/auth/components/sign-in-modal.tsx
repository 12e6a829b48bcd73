import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Dialog } from '../../../ui/dialog';
import styles from './auth-forms.module.css';
import { SignInForm } from './sign-in-form';

/**
 * Spec 1 §2, modal "sign-in": signs in where the visitor is; the page stays. Its "forgot password"
 * opens the recovery-password modal and its "register" the sign-up modal, so the visitor stays too.
 */
export const SignInModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('auth');
  const { open } = useModals();
  return (
    <Dialog open onClose={close} title={t('signIn.title')} description={t('signIn.hint')} closeLabel={t('close')}>
      <div className={styles.form}>
        <SignInForm onSignedIn={close} onForgot={() => open('recovery-password')} />
        <p className={styles.links}>
          <span>{t('signIn.noAccount')}</span>
          <button type="button" className={styles.linkButton} onClick={() => open('sign-up')}>
            {t('signUp.title')}
          </button>
        </p>
      </div>
    </Dialog>
  );
};
