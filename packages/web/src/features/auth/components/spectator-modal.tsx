import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useStartSpectator } from '../api/spectator';
import styles from './auth-forms.module.css';

const REFUSED_USERS = ['role', 'suspended', 'spectator'] as const;

/**
 * What is wrong with the user asked for, in the reader's language: not there, or one a manager may
 * not view (`@gf/contracts/rules/spectating`: the gateway names why in the field).
 */
const userError = (t: TFunction<'auth'>, code: string | undefined, field: string | undefined): string | undefined => {
  if (code === 'user_not_found') return t('spectator.notFound');
  const why = REFUSED_USERS.find((reason) => reason === field);
  if (code === 'spectate_not_allowed' && why) return t(`spectator.refused.${why}`);
  return field;
};

/** Spec 1 §2, modal "spectator": a manager enters the number or login of the user to act as. */
export const SpectatorModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('auth');
  const start = useStartSpectator();
  const [asUser, setAsUser] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!asUser.trim());
    if (asUser.trim()) start.mutate({ body: { as_user: asUser.trim() } }, { onSuccess: close });
  };

  const failure = start.error ? readEnvelope(start.error) : null;
  const fieldError = missing
    ? t('spectator.required')
    : userError(t, failure?.code, fieldErrorsOf(start.error).as_user);
  const message =
    failure && !failure.serverProblems && !fieldError
      ? failure.code === 'cannot_spectate'
        ? t('spectator.notAllowed')
        : failure.code === 'spectator_credentials'
          ? t('spectator.already')
          : t('spectator.notFound')
      : null;

  return (
    <Dialog open onClose={close} title={t('spectator.title')} description={t('spectator.hint')} closeLabel={t('close')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {message && <Alert>{message}</Alert>}
        <TextField
          label={t('spectator.field')}
          name="as_user"
          autoComplete="off"
          value={asUser}
          onChange={(event) => setAsUser(event.target.value)}
          error={fieldError}
          data-autofocus=""
        />
        <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
          {t('spectator.submit')}
        </Button>
      </form>
    </Dialog>
  );
};
