import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Dialog } from '../../../ui/dialog';
import type { InviteInfo } from '../api/registration';
import { officeLanding } from '../safe-next';
import styles from './auth-forms.module.css';
import { InviteCodeForm } from './invite-code-form';
import { RegistrationForm } from './registration-form';

/**
 * Spec 1 §2, modal "registration": the registration flow (spec 2 §4: phone, SMS code, data; the
 * reply signs the person in) where the visitor is. Opened with an invite (from the sign-up modal)
 * it starts at the phone; opened by name alone (a shared address) it asks for the invite code first.
 */
export const RegistrationModal = ({ props, close }: ModalComponentProps<InviteInfo | undefined>) => {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [invite, setInvite] = useState<InviteInfo | undefined>(props);
  const title = !invite
    ? t('modal.title')
    : invite.user_type === 'partner'
      ? t('invite.partnerTitle')
      : t('invite.clientTitle');
  return (
    <Dialog
      open
      onClose={close}
      title={title}
      description={
        invite ? t('invite.sponsor', { name: invite.sponsor_name, number: invite.sponsor_number }) : t('modal.lead')
      }
      closeLabel={t('close')}
    >
      <div className={styles.form}>
        {invite ? (
          <RegistrationForm
            userType={invite.user_type}
            invite={invite.invite}
            // The office's address carries no modal, so going there closes this one too.
            onRegistered={() => navigate(officeLanding(), { replace: true })}
          />
        ) : (
          <InviteCodeForm onInvite={setInvite} />
        )}
      </div>
    </Dialog>
  );
};
