import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';

export interface PreorderActionProps {
  count: number;
  /** The write; a failure stays in the modal as its message. */
  onConfirm: () => Promise<unknown>;
}

const PreorderAction = ({
  props,
  close,
  action,
}: ModalComponentProps<PreorderActionProps> & { action: 'confirm' | 'cancel' }) => {
  const { t } = useTranslation('events');
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.onConfirm();
      close();
    } catch (error) {
      setFailure(refusalText(readEnvelope(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t(`preorder.${action}.title`)}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus="">
            {t('preorder.back')}
          </Button>
          <Button onClick={() => void go()} disabled={busy} aria-busy={busy}>
            {t(`preorder.${action}.yes`)}
          </Button>
        </>
      }
    >
      <p>{t(`preorder.${action}.text`, { count: props.count })}</p>
      {failure && <Alert>{failure}</Alert>}
    </Dialog>
  );
};

/** Spec 1 §2 tickets-preorder-confirm: register the held tickets. */
export const PreorderConfirmModal = (props: ModalComponentProps<PreorderActionProps>) => (
  <PreorderAction {...props} action="confirm" />
);

/** Spec 1 §2 tickets-preorder-cancel: give the held seats back. */
export const PreorderCancelModal = (props: ModalComponentProps<PreorderActionProps>) => (
  <PreorderAction {...props} action="cancel" />
);
