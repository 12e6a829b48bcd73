import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { InviteInfo } from '../api/registration';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    if (!code.trim()) {
      setError(t('signUp.codeRequired'));
      return;
    }
    setChecking(true);
    const { data } = await api.GET('/bff/v1/auth/invite-info', { params: { query: { invite: code.trim() } } });
    setChecking(false);
    if (!data) {
      setError(t('signUp.codeUnknown'));
      return;
    }
    if (data.user_type !== kind) {
      setError(kind === 'partner' ? t('signUp.codeIsClient') : t('signUp.codeIsPartner'));
      return;
    }
    onInvite(data);
  };

  const choices: { kind: Kind; title: string; text: string }[] = [
    { kind: 'partner', title: t('signUp.partner'), text: t('signUp.partnerText') },
    { kind: 'client', title: t('signUp.client'), text: t('signUp.clientText') },
  ];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
                  setError(undefined);
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
          <TextField
            label={t('signUp.code')}
            hint={t('signUp.codeHint')}
            name="invite"
            dir="ltr"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={checking} aria-busy={checking}>
            {t('signUp.continue')}
          </Button>
        </>
      )}
    </form>
  );
};
