import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import type { CheckoutStart } from '../api/get-checkout';
import styles from '../checkout-page.module.css';
import type { CheckoutForm, FormUpdate } from '../checkout-state';
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
import { useProblemMessage } from './delivery/use-problem-message';
import { useTemplateFill } from './delivery/use-template-fill';

interface Props {
  start: CheckoutStart;
  form: CheckoutForm;
  update: FormUpdate;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  onDone: (cost: number | null, message: string | null) => void;
}

/** Step 1: where and how the order goes, and to whom (spec 2 §2, §5). */
export const DeliveryStep = ({ start, form, update, errors, setErrors, onDone }: Props) => {
  const { t } = useTranslation('checkout');
  const message = useProblemMessage(errors);
  const { delivery, methods, available } = useDeliveryOptions(form);
  const fillFromTemplate = useTemplateFill(start, form, update, setErrors);
  const { submit, checking } = useDeliveryCheck(form, setErrors, onDone);

  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
          error={message('delivery.city_id')}
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
            typeError={message('delivery.delivery_type')}
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
          <CourierAddress form={form} update={update} message={message} suggestions={start.address_suggestions} />
        )}
      </Card>

      <RecipientFields form={form} update={update} message={message} />

      {errors.form && <Alert>{errors.form}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={checking} aria-busy={checking}>
          {checking ? t('checking') : t('next')}
        </Button>
      </div>
    </form>
  );
};
