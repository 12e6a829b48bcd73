import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { TextField } from './text-field';

interface FormFieldProps<V extends FieldValues>
  extends Omit<Parameters<typeof TextField>[0], 'name' | 'error' | 'form'> {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
}

/**
 * A text field bound to a react-hook-form form: its value, and its error (the schema's or the
 * gateway's) under it. A schema message is a key of the `form` group of `common` or plain text.
 */
export const FormField = <V extends FieldValues>({ form, name, ...field }: FormFieldProps<V>) => {
  const { t } = useTranslation();
  const error = name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
    | { message?: string }
    | undefined;
  const message = error?.message;
  return (
    <TextField
      {...field}
      {...form.register(name)}
      error={message ? (message.startsWith('form.') ? t(message as 'form.required') : message) : undefined}
    />
  );
};
