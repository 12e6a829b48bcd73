import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { AuthField } from './auth-field';

/**
 * A new password and its repeat (registration, password recovery): one copy of the pair, its hint
 * and its autocomplete; the rule is `newPasswordRule` (form-schemas.ts).
 */
export const NewPasswordFields = <V extends { password: string; password_repeat: string }>({
  form,
  autoFocus,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  autoFocus?: boolean;
}) => {
  const { t } = useTranslation('registration');
  return (
    <>
      <AuthField
        form={form}
        name={'password' as Path<V>}
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        type="password"
        autoComplete="new-password"
        data-autofocus={autoFocus ? '' : undefined}
      />
      <AuthField
        form={form}
        name={'password_repeat' as Path<V>}
        label={t('fields.password_repeat')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
};
