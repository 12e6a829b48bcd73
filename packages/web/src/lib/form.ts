import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from '../api/field-error-text';

/**
 * A form checked by its zod schema as the user types (after the first submit) and on submit, so
 * the client refuses what the gateway would refuse; the gateway still checks everything.
 */
export const useZodForm = <S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> =>
  useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

/**
 * Puts the gateway's field errors (spec 2 §8: "read per field from the response") beside their
 * fields; returns the errors that name no field of this form, for the form's own message.
 */
export const applyServerErrors = <V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
): string[] => {
  const fields = fieldErrorsOf(error);
  const known = new Set(Object.keys(form.getValues()));
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const root = name.split('.')[0] ?? name;
    if (known.has(root)) form.setError(name as Path<V>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
};
