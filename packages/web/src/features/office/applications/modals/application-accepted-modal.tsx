import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { ButtonLink } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';

export interface ApplicationAcceptedProps {
  eventId: number;
  eventName: string;
}

/** Spec 1 §2 application-accepted: the application went to the organisers; the way to read it back. */
export const ApplicationAcceptedModal = ({ props, close }: ModalComponentProps<ApplicationAcceptedProps>) => {
  const { t } = useTranslation('applications');
  return (
    <Dialog
      open
      onClose={close}
      title={t('accepted.title')}
      closeLabel={t('close')}
      footer={
        <ButtonLink to={paths.OfficeApplicationEvent.href({ eventId: props.eventId })} data-autofocus="">
          {t('accepted.ok')}
        </ButtonLink>
      }
    >
      <p>{t('accepted.text', { name: props.eventName })}</p>
    </Dialog>
  );
};
