import type { TFunction } from 'i18next';
import { readEnvelope } from '../../../api/envelope';
import { isWordedRefusal } from '../../../api/refusal-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormRefusal } from '../../../ui/form-refusal';
import { TextField } from '../../../ui/text-field';
import { useStartSpectator } from '../api/spectator';
import { SpectatorSchema } from '../form-schemas';
import { useAuthErrorText } from './auth-field';
import styles from './auth-forms.module.css';

const REFUSED_USERS = ['role', 'suspended', 'spectator'] as const;

/**
 * What is wrong with the user asked for, in the reader's language: not there, or one a manager may
 * not view (`@gf/contracts/rules/spectating`: the gateway names why in the field).
 */
const userError = (t: TFunction<'auth'>, code: string | undefined, field: string | undefined): string | undefined => {
  if (!field) return undefined;
  if (code === 'user_not_found') return t('spectator.notFound');
  const why = REFUSED_USERS.find((reason) => reason === field);
  if (code === 'spectate_not_allowed' && why) return t(`spectator.refused.${why}`);
  return field;
};

/** Spec 1 §2, modal "spectator": a manager enters the number or login of the user to act as. */
export const SpectatorModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('auth');
  const start = useStartSpectator();
  const errorText = useAuthErrorText();
  const form = useZodForm(SpectatorSchema, { as_user: '' });
  const { submit, refusal } = useFormSubmit(form, {
    send: (body) => start.mutateAsync({ body }),
    onDone: close,
    refusalText: ({ code }) =>
      isWordedRefusal(code)
        ? undefined
        : code === 'cannot_spectate'
          ? t('spectator.notAllowed')
          : code === 'spectator_credentials'
            ? t('spectator.already')
            : t('spectator.notFound'),
  });
  // The gateway's field error is worded by the refusal's code; the schema's is worded already.
  const failure = start.error ? readEnvelope(start.error).code : undefined;
  const fieldError = form.formState.errors.as_user;
  const pending = form.formState.isSubmitting;

  return (
    <Dialog open onClose={close} title={t('spectator.title')} description={t('spectator.hint')} closeLabel={t('close')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormRefusal message={refusal} />
        <TextField
          label={t('spectator.field')}
          autoComplete="off"
          {...form.register('as_user')}
          error={
            fieldError?.type === 'server' ? userError(t, failure, fieldError.message) : errorText(fieldError?.message)
          }
          data-autofocus=""
        />
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t('spectator.submit')}
        </Button>
      </form>
    </Dialog>
  );
};
