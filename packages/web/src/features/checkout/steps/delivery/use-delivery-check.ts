import type { UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckDelivery } from '../../api/check-delivery';
import { withFormFields } from '../../checkout-fields';
import { type CheckoutForm, toDeliveryBody } from '../../checkout-state';

/**
 * The step's submit (spec 2 §5): the schema's rules first, then the gateway's check; a delivery the
 * check refuses is said on the delivery type, a field error under its field, anything else at the
 * top of the form. The check writes nothing: no idempotency key.
 */
export const useDeliveryCheck = (
  form: UseFormReturn<CheckoutForm, unknown, CheckoutForm>,
  onDone: (values: CheckoutForm, cost: number | null, message: string | null) => void,
) => {
  const check = useCheckDelivery();
  const { submit, refusal } = useFormSubmit(form, {
    send: async (values) => {
      try {
        return await check.mutateAsync({ body: toDeliveryBody(values) });
      } catch (error) {
        throw withFormFields(error);
      }
    },
    onDone: (reply, values) => {
      if (reply.ok) onDone(values, reply.cost, reply.message);
      else form.setError('deliveryType', { type: 'server', message: reply.message ?? 'unavailable' });
    },
  });
  return { submit, refusal, checking: check.isPending };
};
