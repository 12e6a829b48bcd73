import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { ModalComponentProps } from './modal-definition';
import styles from './modals.module.css';

export interface InfoProps {
  /** Both already translated (or upstream content, shown as it comes). */
  title: string;
  text: string;
}

/** Spec 1 §2, modal "info": a message and one button. */
export const InfoModal = ({ props, close }: ModalComponentProps<InfoProps>) => {
  const { t } = useTranslation('modals');
  return (
    <Dialog
      open
      onClose={close}
      title={props.title}
      closeLabel={t('close')}
      footer={<Button onClick={close}>{t('info.ok')}</Button>}
    >
      <p className={styles.text}>{props.text}</p>
    </Dialog>
  );
};
