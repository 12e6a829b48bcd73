import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api/client';
import { hrefTo } from '../../../config/paths';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import styles from './auth-forms.module.css';

type Kind = 'partner' | 'client';

/**
 * Spec 1 §2, modal "sign-up": registration is by invitation (spec 2 §2: invites), so the visitor
 * chooses partner or client and enters the invite code their sponsor gave; the invite page takes over.
 */
export const SignUpModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { open } = useModals();
  const [kind, setKind] = useState<Kind | null>(null);
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
    navigate(hrefTo(kind === 'partner' ? 'InvitePartner' : 'InviteClient', { code: data.invite }));
  };

  const choices: { kind: Kind; title: string; text: string }[] = [
    { kind: 'partner', title: t('signUp.partner'), text: t('signUp.partnerText') },
    { kind: 'client', title: t('signUp.client'), text: t('signUp.clientText') },
  ];

  return (
    <Dialog open onClose={close} title={t('signUp.title')} description={t('signUp.hint')} closeLabel={t('close')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
        <p className={styles.links}>
          <span>{t('signUp.haveAccount')}</span>
          <button type="button" className={styles.linkButton} onClick={() => open('sign-in')}>
            {t('signIn.title')}
          </button>
        </p>
      </form>
    </Dialog>
  );
};
