import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldMessage } from '../../../lib/field-message';
import { TextField } from '../../../ui/text-field';

interface AuthFieldProps<V extends FieldValues>
  extends Omit<Parameters<typeof TextField>[0], 'name' | 'error' | 'form'> {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  /** An error the form knows besides the schema's and the gateway's (the e-mail check's). */
  error?: string | undefined;
}

/**
 * The words of an auth field's error: the form's own text (a schema message that is a key of the
 * form's namespace, `auth:signIn.loginRequired`; the form has loaded it), a rule the form and the
 * gateway share (phone, password, e-mail: `registration:rules`), or a text already worded (zod's
 * in the reader's language, the upstream's).
 */
export const useAuthErrorText = () => {
  const { t } = useTranslation();
  const rule = useFieldMessage();
  return (message: string | undefined): string | undefined =>
    message?.includes(':') ? t(message, { defaultValue: message }) : rule(message);
};

/** A field of an auth form bound to it (ui/form-field.tsx's shape), its error worded by `useAuthErrorText`. */
export const AuthField = <V extends FieldValues>({
  form,
  name,
  error,
  onChange,
  onBlur,
  ...field
}: AuthFieldProps<V>) => {
  const message = useAuthErrorText();
  const registered = form.register(name);
  return (
    <TextField
      {...field}
      {...registered}
      // The owner may follow the typing too (the e-mail check), after the form has the value.
      onChange={async (event) => {
        await registered.onChange(event);
        onChange?.(event);
      }}
      onBlur={async (event) => {
        await registered.onBlur(event);
        onBlur?.(event);
      }}
      error={message(form.getFieldState(name, form.formState).error?.message) ?? error}
    />
  );
};
