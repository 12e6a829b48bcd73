import { usesPatronymic } from '@gf/contracts/rules/address-rules';
import type { Path, UseFormReturn } from 'react-hook-form';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import type { AddressTemplate, CheckoutStart } from '../../api/get-checkout';
import { useFindCity } from '../../api/get-cities';
import type { CheckoutForm, DeliveryType } from '../../checkout-state';

/**
 * A saved address template filling the step (spec 2 §2): its city is looked up by name in its
 * country first, and the recipient's name is kept where the user already typed one.
 */
export const useTemplateFill = (
  start: CheckoutStart,
  step: UseFormReturn<CheckoutForm, unknown, CheckoutForm>,
  setRefusal: (refusal: string | undefined) => void,
) => {
  const { t } = useTranslation('checkout');
  const refusalText = useRefusalText();
  const findCity = useFindCity();
  return async (template: AddressTemplate) => {
    const form = step.getValues();
    const type: DeliveryType =
      template.type === 'shop' ? 'stock' : template.type === 'pvz' ? 'delivery-pickup' : 'delivery-courier';
    // The full name was joined by the country's rule: family name first where patronymics are used.
    const [lead = '', second = ''] = template.full_name.split(' ');
    const [last, first] = usesPatronymic(template.country, false) ? [lead, second] : [second, lead];
    const country = start.countries.find((c) => c.code === template.country);
    const countryId = country?.id ?? form.countryId;
    let city: { id: number; name: string } | null = null;
    try {
      city = countryId === null ? null : await findCity(countryId, template.city);
    } catch (error) {
      setRefusal(refusalText(readEnvelope(error)));
      return;
    }
    setRefusal(undefined);
    const filled: Partial<CheckoutForm> = {
      countryId,
      country: country?.code ?? form.country,
      cityId: city?.id ?? null,
      cityName: city?.name ?? template.city,
      templateId: template.id,
      templateAddress: template.address,
      deliveryType: type,
      stockId: template.stock_id,
      deliveryId: template.delivery,
      lastName: form.lastName || last,
      firstName: form.firstName || first,
      point:
        type === 'delivery-pickup' && template.delivery
          ? {
              code: `template-${template.id}`,
              address: template.address,
              post_index: template.post_index ?? '',
              delivery_id: template.delivery,
            }
          : form.point,
    };
    for (const [name, value] of Object.entries(filled)) step.setValue(name as Path<CheckoutForm>, value);
    step.clearErrors();
    if (!city) step.setError('cityId', { type: 'template', message: t('city.none') });
  };
};
