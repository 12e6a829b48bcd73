import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import { paths } from '../../../config/paths';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button, ButtonLink } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { getSmsRequestToken } from '../../../widgets/recaptcha';
import { accessErrorKey } from '../access-error';
import { useCheckOpenEntryCode } from '../api/check-code';
import { useSendOpenEntryCode } from '../api/send-code';
import styles from './open-entry-modals.module.css';

type Step = 'phone' | 'code' | 'done';

/**
 * open-entry-access (spec 2 §4 "Open entry sign-in"): a code is sent to the phone, the visitor
 * types it, and the session may order without an account once a sponsor is chosen.
 */
export const OpenEntryAccessModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('open-entry');
  const send = useSendOpenEntryCode();
  const check = useCheckOpenEntryCode();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const sendCode = async () => {
    setError(undefined);
    try {
      // Sites without recaptcha give no token; the gateway passes an empty one, as the upstream allows.
      const token = (await getSmsRequestToken()) ?? '';
      await send.mutateAsync({ body: { phone: phone.trim(), token } });
      setCode('');
      setStep('code');
    } catch (failure) {
      setError(t(accessErrorKey(readEnvelope(failure))));
    }
  };

  const checkCode = async () => {
    setError(undefined);
    try {
      await check.mutateAsync({ phone: phone.trim(), code: code.trim() });
      setStep('done');
    } catch (failure) {
      setError(t(accessErrorKey(readEnvelope(failure))));
    }
  };

  return (
    <Dialog open onClose={close} title={t('access.title')} closeLabel={t('close')}>
      {step === 'phone' && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <p className={styles.text}>{t('access.text')}</p>
          <TextField
            data-autofocus=""
            label={t('access.phone')}
            hint={t('access.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            error={error}
            onChange={(e) => setPhone(e.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={send.isPending || phone.trim().length < 5}>
              {send.isPending ? t('access.busy') : t('access.send')}
            </Button>
          </div>
        </form>
      )}
      {step === 'code' && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void checkCode();
          }}
        >
          <p className={styles.text} role="status">
            {t('access.codeSent', { phone: phone.trim() })}
          </p>
          <TextField
            data-autofocus=""
            label={t('access.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={check.isPending || !code.trim()}>
              {check.isPending ? t('access.busy') : t('access.check')}
            </Button>
            <Button
              variant="quiet"
              onClick={() => {
                setError(undefined);
                setStep('phone');
              }}
            >
              {t('access.changePhone')}
            </Button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <div className={styles.form}>
          <p className={styles.text} role="status">
            {t('access.done')}
          </p>
          <div className={styles.actions}>
            <ButtonLink data-autofocus="" to={paths.OfficeSponsorAdd.href()}>
              {t('access.chooseSponsor')}
            </ButtonLink>
          </div>
        </div>
      )}
    </Dialog>
  );
};
