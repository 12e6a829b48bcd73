import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Dialog } from '../../../ui/dialog';
import type { InviteInfo } from '../api/registration';
import { officeLanding } from '../safe-next';
import styles from './auth-forms.module.css';
import { InviteCodeForm, type RegistrationKind } from './invite-code-form';
import { RegistrationForm } from './registration-form';

/**
 * Spec 1 §2, modal "registration": the registration flow (spec 2 §4: phone, SMS code, data; the
 * reply signs the person in) where the visitor is. Opened with an invite (from the sign-up modal)
 * it starts at the phone; opened by name alone (a shared address) it asks for the invite code first.
 * `only` makes it one of the registration-* dialogs: a partner's or a client's registration.
 */
const Registration = ({
  props,
  close,
  only,
}: ModalComponentProps<InviteInfo | undefined> & { only?: RegistrationKind }) => {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [invite, setInvite] = useState<InviteInfo | undefined>(props);
  const kind = invite?.user_type ?? only;
  const title = !kind ? t('modal.title') : kind === 'partner' ? t('invite.partnerTitle') : t('invite.clientTitle');
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
          <InviteCodeForm onInvite={setInvite} {...(only ? { only } : {})} />
        )}
      </div>
    </Dialog>
  );
};

export const RegistrationModal = (modal: ModalComponentProps<InviteInfo | undefined>) => <Registration {...modal} />;

/** Spec 1 §2 "registration-*" dialogs: a partner's registration, the invite code asked for a partner. */
export const PartnerRegistrationModal = (modal: ModalComponentProps<InviteInfo | undefined>) => (
  <Registration {...modal} only="partner" />
);

/** Spec 1 §2 "registration-*" dialogs: a client's registration, the invite code asked for a client. */
export const ClientRegistrationModal = (modal: ModalComponentProps<InviteInfo | undefined>) => (
  <Registration {...modal} only="client" />
);
