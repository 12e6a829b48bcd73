import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../applications.module.css';

const STEPS = ['info.step1', 'info.step2', 'info.step3', 'info.step4'] as const;

/** Spec 1 §2 event-registration-info: how applying to an event goes, step by step. */
export const EventRegistrationInfoModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('applications');
  return (
    <Dialog
      open
      onClose={close}
      title={t('info.title')}
      closeLabel={t('close')}
      footer={
        <Button onClick={close} data-autofocus="">
          {t('info.ok')}
        </Button>
      }
    >
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </Dialog>
  );
};
