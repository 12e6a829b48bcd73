import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { ModalComponentProps } from './modal-definition';
import styles from './modals.module.css';

export interface ConfirmProps {
  /** Already translated by the opener. */
  title?: string;
  text: string;
  confirmLabel?: string;
  /** May be async: the modal waits, then closes. */
  onConfirm: () => unknown;
}

/** Spec 1 §2, modal "confirm": a question with a yes and a no. */
export const ConfirmModal = ({ props, close }: ModalComponentProps<ConfirmProps>) => {
  const { t } = useTranslation('modals');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };
  return (
    <Dialog
      open
      onClose={close}
      title={props.title ?? t('confirm.title')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus="">
            {t('confirm.no')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {props.confirmLabel ?? t('confirm.yes')}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{props.text}</p>
    </Dialog>
  );
};
