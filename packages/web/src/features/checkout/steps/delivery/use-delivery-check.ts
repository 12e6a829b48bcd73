import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useCheckDelivery } from '../../api/check-delivery';
import { type CheckoutForm, deliveryProblems, toDeliveryBody } from '../../checkout-state';

/**
 * The step's submit (spec 2 §5): our own rules first, then the gateway's check; a refusal lands on
 * the delivery type, a field error on its field, anything else at the top of the form.
 */
export const useDeliveryCheck = (
  form: CheckoutForm,
  setErrors: (errors: Record<string, string>) => void,
  onDone: (cost: number | null, message: string | null) => void,
) => {
  const check = useCheckDelivery();
  const refusalText = useRefusalText();
  const submit = async () => {
    const problems = deliveryProblems(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const reply = await check.mutateAsync({ body: toDeliveryBody(form) });
      if (!reply.ok) {
        setErrors({ 'delivery.delivery_type': reply.message ?? 'unavailable' });
        return;
      }
      onDone(reply.cost, reply.message);
    } catch (error) {
      const failure = readEnvelope(error);
      const fields = Object.fromEntries(Object.entries(failure.fields ?? {}).map(([k, v]) => [k, v[0] ?? '']));
      setErrors(Object.keys(fields).length > 0 ? fields : { form: refusalText(failure) });
    }
  };
  return { submit, checking: check.isPending };
};
