import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormRefusal } from '../../../ui/form-refusal';
import { Spinner } from '../../../ui/spinner';
import type { CheckoutStart } from '../api/get-checkout';
import styles from '../checkout-page.module.css';
import { type CheckoutForm, deliveryProblems, type FormUpdate } from '../checkout-state';
import { AddressTemplates } from '../components/address-templates';
import { CitySearch } from '../components/city-search';
import { CountrySelect } from './delivery/country-select';
import { CourierAddress } from './delivery/courier-address';
import { DeliveryMethods } from './delivery/delivery-methods';
import { GroupChoice } from './delivery/group-choice';
import { PickupChoice } from './delivery/pickup-choice';
import { RecipientFields } from './delivery/recipient-fields';
import { StockChoice } from './delivery/stock-choice';
import { useDeliveryCheck } from './delivery/use-delivery-check';
import { useDeliveryOptions } from './delivery/use-delivery-options';
import { useTemplateFill } from './delivery/use-template-fill';
import { useProblemMessage } from './use-problem-message';
import { useStepForm } from './use-step-form';

interface Props {
  start: CheckoutStart;
  /** The checkout form as stored. */
  stored: CheckoutForm;
  store: FormUpdate;
  /** The order's refusal that sent the buyer back here, if one did. */
  returned: unknown;
  onDone: (values: CheckoutForm, cost: number | null, message: string | null) => void;
}

/** The site's own country until the buyer picks one: a first visit starts there. */
const withCountry = (stored: CheckoutForm, own: CheckoutStart['countries'][number] | undefined): CheckoutForm =>
  stored.countryId === null && own ? { ...stored, countryId: own.id, country: own.code } : stored;

/** Step 1: where and how the order goes, and to whom (spec 2 §2, §5). */
export const DeliveryStep = ({ start, stored, store, returned, onDone }: Props) => {
  const { t } = useTranslation('checkout');
  const {
    form: step,
    values: form,
    set: update,
    returnedRefusal,
  } = useStepForm({ stored: withCountry(stored, start.countries[0]), store, problemsOf: deliveryProblems, returned });
  const message = useProblemMessage(step.formState.errors);
  const { delivery, methods, available } = useDeliveryOptions(form);
  // A saved address whose city cannot be looked up: said at the top, as a refusal of the step.
  const [templateRefusal, setTemplateRefusal] = useState<string>();
  const fillFromTemplate = useTemplateFill(start, step, setTemplateRefusal);
  const { submit, refusal, checking } = useDeliveryCheck(step, onDone);

  return (
    <form className={styles.step} noValidate onSubmit={(event) => void submit(event)}>
      <FormRefusal message={refusal ?? templateRefusal ?? returnedRefusal} />
      <AddressTemplates templates={start.templates} onUse={fillFromTemplate} />

      <Card title={t('where.title')}>
        {/* Spec 2 §1 employee flow (rules/employee-order): the gateway offers only company stocks and offices. */}
        {start.buyer.flow === 'employee' && (
          <p className={styles.info} data-flow="employee">
            {t('employeeFlow')}
          </p>
        )}
        {start.countries.length > 1 && (
          <CountrySelect countries={start.countries} countryId={form.countryId} update={update} />
        )}
        <CitySearch
          countryId={form.countryId}
          cityName={form.cityName}
          error={message('cityId')}
          onPick={(city) =>
            update({
              cityId: city.id,
              cityName: city.name,
              deliveryType: null,
              stockId: null,
              point: null,
              templateId: null,
            })
          }
        />
        {form.cityId && delivery.isPending && <Spinner label={t('loading')} />}
        {delivery.error && <Alert>{t('where.failed')}</Alert>}
        {delivery.data && (
          <DeliveryMethods
            data={delivery.data}
            methods={methods}
            available={available}
            deliveryType={form.deliveryType}
            update={update}
            typeError={message('deliveryType')}
          />
        )}
        {form.deliveryType === 'stock' && delivery.data && (
          <StockChoice data={delivery.data} stockId={form.stockId} map={start.map} update={update} message={message} />
        )}
        {form.deliveryType === 'group' && delivery.data && (
          <GroupChoice
            groupOrders={delivery.data.group_orders}
            groupNumber={form.groupNumber}
            update={update}
            message={message}
          />
        )}
        {form.deliveryType === 'delivery-pickup' && (
          <PickupChoice
            carriers={methods.filter((m) => m.type === 'delivery-pickup')}
            cityId={form.cityId}
            point={form.point}
            map={start.map}
            update={update}
            message={message}
          />
        )}
        {form.deliveryType === 'delivery-courier' && (
          <CourierAddress
            form={form}
            update={update}
            register={step.register}
            message={message}
            suggestions={start.address_suggestions}
          />
        )}
      </Card>

      <RecipientFields form={form} register={step.register} message={message} />

      <div className={styles.actions}>
        <Button type="submit" disabled={checking} aria-busy={checking}>
          {checking ? t('checking') : t('next')}
        </Button>
      </div>
    </form>
  );
};
