import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Button } from '../../../ui/button';
import type { InviteInfo } from '../api/registration';
import { InviteCodeSchema } from '../form-schemas';
import { AuthField } from './auth-field';
import styles from './auth-forms.module.css';

export type RegistrationKind = 'partner' | 'client';
type Kind = RegistrationKind;

/**
 * The first step of joining (spec 2 §2: registration is by invitation): partner or client, and the
 * invite code the sponsor gave. A known code of the chosen kind is handed on with its invite info
 * (spec 1 §3: the invite keeps its code, and names the sponsor). Opened for one kind (the
 * registration-partner and registration-client dialogs), it asks for the code alone.
 */
export const InviteCodeForm = ({ onInvite, only }: { onInvite: (info: InviteInfo) => void; only?: Kind }) => {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<Kind | null>(only ?? null);
  const form = useZodForm(InviteCodeSchema, { invite: '' });
  const { submit } = useFormSubmit(form, {
    // A read: an unknown or expired code is an answer, said at the field; it never fails but for server problems.
    send: async ({ invite }) => (await api.GET('/bff/v1/auth/invite-info', { params: { query: { invite } } })).data,
    onDone: (info) => {
      if (!info) form.setError('invite', { message: t('signUp.codeUnknown') });
      else if (info.user_type !== kind)
        form.setError('invite', { message: kind === 'partner' ? t('signUp.codeIsClient') : t('signUp.codeIsPartner') });
      else onInvite(info);
    },
  });
  const pending = form.formState.isSubmitting;

  const choices: { kind: Kind; title: string; text: string }[] = [
    { kind: 'partner', title: t('signUp.partner'), text: t('signUp.partnerText') },
    { kind: 'client', title: t('signUp.client'), text: t('signUp.clientText') },
  ];

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {only ? null : (
        <ul className={styles.choices}>
          {choices.map((choice, index) => (
            <li key={choice.kind}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={kind === choice.kind}
                onClick={() => {
                  setKind(choice.kind);
                  form.clearErrors();
                }}
                data-autofocus={index === 0 ? '' : undefined}
              >
                <span className={styles.choiceTitle}>{choice.title}</span>
                <span className={styles.choiceText}>{choice.text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {kind && (
        <>
          <AuthField
            form={form}
            name="invite"
            label={t('signUp.code')}
            hint={t('signUp.codeHint')}
            dir="ltr"
            autoComplete="off"
          />
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {t('signUp.continue')}
          </Button>
        </>
      )}
    </form>
  );
};
