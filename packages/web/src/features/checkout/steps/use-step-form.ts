import { useCallback, useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { stepSchema, withFormFields } from '../checkout-fields';
import type { CheckoutForm, FormUpdate } from '../checkout-state';

interface StepFormOptions {
  /** The checkout form as stored: the step starts from it, so a step left and entered again keeps what was typed. */
  stored: CheckoutForm;
  /** Stores the step's changes (sessionStorage): a reload or an error loses nothing. */
  store: FormUpdate;
  /** The step's rules, by payload field (spec 2 §5, §3). */
  problemsOf: (form: CheckoutForm) => Record<string, string>;
  /** The order's refusal that sent the buyer back to this step: its field errors go under the fields. */
  returned: unknown;
}

/**
 * A checkout step's form: react-hook-form with the step's schema over the checkout form, every
 * change stored as it is made. `values` is what the step shows now; `set` changes fields the step
 * picks from lists and maps (a city, a point), which have no input of their own to register.
 */
export const useStepForm = ({ stored, store, problemsOf, returned }: StepFormOptions) => {
  const [schema] = useState(() => stepSchema(problemsOf));
  const form = useZodForm(schema, stored);
  const values = form.watch();

  useEffect(() => {
    const watching = form.watch((changed) => store(changed as CheckoutForm));
    return () => watching.unsubscribe();
  }, [form, store]);

  // What the refusal names that this step has no field for is said at the top of the step.
  const [returnedRefusal, setReturnedRefusal] = useState<string>();
  useEffect(() => {
    if (returned) setReturnedRefusal(applyServerErrors(form, withFormFields(returned))[0]);
  }, [form, returned]);

  const set: FormUpdate = useCallback(
    (change) => {
      for (const [name, value] of Object.entries(change)) {
        // After the first press the step checks as the user goes, a choice as well as a typed field.
        form.setValue(name as Path<CheckoutForm>, value, { shouldValidate: form.formState.isSubmitted });
      }
    },
    [form],
  );

  return { form, values, set, returnedRefusal };
};
