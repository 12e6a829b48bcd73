import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readEnvelope } from '../api/envelope';
import { type FormSubmitOptions, useFormSubmit } from './form-submit';
import { attemptRefused } from './idempotency-key';

interface MoneyMoveSubmitOptions<O, R> extends Pick<FormSubmitOptions<O, R>, 'send' | 'refusalText'> {
  onDone: (reply: R, values: O) => void;
  /** What the confirm step says after a send that may have landed (a timeout, a 5xx). */
  unknown: string;
}

/**
 * The submit of a form that moves money (a transfer, a payout; issue 32 item 2): the form's button
 * checks the schema and opens the confirm step (`MoneyMoveConfirm`) with the checked values; only
 * the confirm's button sends, through `useFormSubmit` (once per attempt, field errors on their
 * fields, the refusal at the top of the form). A send that may have landed keeps the confirm open
 * with the same key, so pressing again finds the first move, never a second one; a refusal closes
 * it, and what was typed stays in the form.
 */
export const useMoneyMoveSubmit = <V extends FieldValues, O, R>(
  form: UseFormReturn<V, unknown, O>,
  { send, onDone, unknown, refusalText }: MoneyMoveSubmitOptions<O, R>,
) => {
  const [confirming, setConfirming] = useState<O | null>(null);
  const [unsure, setUnsure] = useState<string>();
  const { submit, refusal, clearRefusal } = useFormSubmit(form, {
    send: async (values, key) => {
      setUnsure(undefined);
      try {
        return await send(values, key);
      } catch (failure) {
        if (attemptRefused(readEnvelope(failure).status)) setConfirming(null);
        else setUnsure(unknown);
        throw failure;
      }
    },
    onDone: (reply, values) => {
      setConfirming(null);
      onDone(reply, values);
    },
    ...(refusalText ? { refusalText } : {}),
  });
  return {
    /** The form's `onSubmit`: the schema, then the confirm step. */
    review: form.handleSubmit((values) => {
      clearRefusal();
      setConfirming(values);
    }),
    /** The checked values the confirm step shows, or null while it is closed. */
    confirming,
    confirm: () => void submit(),
    /** Why the last send is not known to have landed, for the confirm step. */
    unsure,
    close: () => {
      setUnsure(undefined);
      setConfirming(null);
    },
    refusal,
  };
};
