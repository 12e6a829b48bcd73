import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { CheckoutForm } from '../checkout-state';

/** The rule names ours and the gateway's checks report, each with a `problem.*` text. */
const PROBLEMS = [
  'required',
  'invalid',
  'type',
  'country',
  'length',
  'coordinates_required',
  'invalid_referral',
  'unavailable',
  'employee_stock_only',
] as const;
const isProblem = (value: string): value is (typeof PROBLEMS)[number] =>
  (PROBLEMS as readonly string[]).includes(value);

/** The text of a field's error in a checkout step, by the checkout form's field. */
export type FieldMessage = (field: keyof CheckoutForm) => string | undefined;

export const useProblemMessage = (errors: FieldErrors<CheckoutForm>): FieldMessage => {
  const { t } = useTranslation('checkout');
  return (field) => {
    const problem = errors[field]?.message;
    if (typeof problem !== 'string' || !problem) return undefined;
    // Rule names (ours and the gateway's) are translated; other texts come translated already.
    return isProblem(problem) ? t(`problem.${problem}`) : problem;
  };
};
