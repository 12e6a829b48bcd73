import { useTranslation } from 'react-i18next';

/** The rule names ours and the gateway's delivery checks report, each with a `problem.*` text. */
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

/** The text of a field's error in the delivery step, by the field's name in the delivery body. */
export type FieldMessage = (field: string) => string | undefined;

export const useProblemMessage = (errors: Record<string, string>): FieldMessage => {
  const { t } = useTranslation('checkout');
  return (field) => {
    const problem = errors[field];
    if (!problem) return undefined;
    // Rule names (ours and the gateway's) are translated; the upstream's own messages show as they come.
    return isProblem(problem) ? t(`problem.${problem}`) : problem;
  };
};
