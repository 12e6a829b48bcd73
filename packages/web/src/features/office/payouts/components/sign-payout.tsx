import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../../../../ui/money.module.css';
import { TextField } from '../../../../ui/text-field';
import { useSignPayout } from '../api/sign-payout';

/** Spec 2 §2 "Payouts: sign": the SMS code sent for the payout; its errors shown at the code (spec 2 §5 "as sms"). */
export const SignPayout = ({ payoutId, onClose }: { payoutId: number; onClose: () => void }) => {
  const { t } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const sign = useSignPayout();
  const formId = useId();
  const submit = async () => {
    setError(undefined);
    try {
      await sign.mutateAsync({ params: { path: { id: payoutId } }, body: { code: code.trim() } });
      onClose();
    } catch (failure) {
      const envelope = readEnvelope(failure);
      const message = envelope.fields?.[SMS_FIELD]?.[0];
      setError(
        envelope.code === 'too_many_attempts'
          ? t('sign.tooMany')
          : message === 'sms_code_format'
            ? t('sign.format')
            : (message ?? refusalText(envelope)),
      );
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sign.title')}
      closeLabel={t('close')}
      footer={
        <Button type="submit" form={formId} disabled={sign.isPending}>
          {t('sign.submit')}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.muted}>{t('sign.sent')}</p>
        <TextField
          label={t('sign.code')}
          name="sms"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          data-autofocus
        />
      </form>
    </Dialog>
  );
};
