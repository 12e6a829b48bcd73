import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type ErrorEnvelope, readEnvelope } from '../api/envelope';
import { useRefusalText } from '../api/refusal-text';
import { applyServerErrors } from './form';
import { useOnceKey } from './idempotency-key';

export interface FormSubmitOptions<O, R> {
  /** The write, under the attempt's idempotency key: kept for a retry after a timeout or a 5xx. */
  send: (values: O, idempotencyKey: string) => Promise<R>;
  onDone?: (reply: R, values: O) => void;
  /**
   * The form's own words for a refusal it knows better than the shared ones (a status, a code);
   * undefined leaves it to `common:refusal` (api/refusal-text.ts).
   */
  refusalText?: (envelope: ErrorEnvelope) => string | undefined;
  /**
   * Which refusals are said at the top even when every field error found its field: a refused
   * sign-in puts the upstream's field errors under login and password and still says "sign-in
   * failed". Unset, a refusal whose field errors all found their fields says nothing more.
   */
  refusalWithFieldErrors?: (envelope: ErrorEnvelope) => boolean;
}

export interface FormSubmit {
  /** The form's `onSubmit`: checks the schema, then sends once however often it is pressed. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** What the gateway refused that belongs to no field, in the reader's language (FormRefusal shows it). */
  refusal: string | undefined;
  clearRefusal: () => void;
}

/**
 * The one submit path of every form (STYLE.md, wave 3): the zod schema first (`useZodForm`), one
 * request per attempt under an idempotency key, the gateway's field errors on their fields and the
 * rest as one refusal for the top of the form. Server problems (5xx, no answer) are left to the
 * shell's banner, which every failed call raises; the form keeps what the user typed.
 */
export const useFormSubmit = <V extends FieldValues, O, R>(
  form: UseFormReturn<V, unknown, O>,
  { send, onDone, refusalText, refusalWithFieldErrors }: FormSubmitOptions<O, R>,
): FormSubmit => {
  const once = useOnceKey();
  const sharedText = useRefusalText();
  const [refusal, setRefusal] = useState<string>();
  // A double click's second press comes before the button shows it is busy: one request only.
  const sending = useRef(false);

  const submit = form.handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setRefusal(undefined);
    try {
      const reply = await once((key) => send(values, key));
      onDone?.(reply, values);
    } catch (error) {
      const envelope = readEnvelope(error);
      if (envelope.serverProblems) return;
      const unplaced = applyServerErrors(form, error);
      const placed = Object.keys(envelope.fields ?? {}).length > unplaced.length;
      if (placed && unplaced.length === 0 && !refusalWithFieldErrors?.(envelope)) return;
      setRefusal(unplaced[0] ?? refusalText?.(envelope) ?? sharedText(envelope));
    } finally {
      sending.current = false;
    }
  });

  return { submit, refusal, clearRefusal: useCallback(() => setRefusal(undefined), []) };
};
