import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { CheckIcon } from '../ui/icons';
import type { ModalComponentProps } from './modal-definition';
import styles from './modals.module.css';

export interface ThankYouProps {
  /** What was received, already translated; a general thank-you without it. */
  text?: string;
}

/** Spec 1 §2, modal "thank-you": a request was received. */
export const ThankYouModal = ({ props, close }: ModalComponentProps<ThankYouProps | undefined>) => {
  const { t } = useTranslation('modals');
  return (
    <Dialog
      open
      onClose={close}
      title={t('thankYou.title')}
      closeLabel={t('close')}
      footer={<Button onClick={close}>{t('info.ok')}</Button>}
    >
      <p className={styles.lead}>
        <span className={styles.badge}>
          <CheckIcon />
        </span>
        {props?.text ?? t('thankYou.text')}
      </p>
    </Dialog>
  );
};
