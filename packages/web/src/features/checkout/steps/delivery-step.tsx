import { needsCoordinates, usesPatronymic } from '@gf/contracts/rules/address-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import { formatPrice } from '../../../lib/format-price';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { WorkingHours } from '../../../ui/working-hours';
import { useCheckDelivery } from '../api/check-delivery';
import type { CheckoutStart } from '../api/get-checkout';
import { useFindCity } from '../api/get-cities';
import { useDelivery } from '../api/get-delivery';
import { useTransliterate } from '../api/transliterate';
import styles from '../checkout-page.module.css';
import { type CheckoutForm, type DeliveryType, deliveryProblems, toDeliveryBody } from '../checkout-state';
import { AddressSuggestions } from '../components/address-suggestions';
import { AddressTemplates } from '../components/address-templates';
import { CitySearch } from '../components/city-search';

interface Props {
  start: CheckoutStart;
  form: CheckoutForm;
  update: (change: Partial<CheckoutForm>) => void;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  onDone: (cost: number | null, message: string | null) => void;
}

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

const TYPES: DeliveryType[] = ['stock', 'delivery-courier', 'delivery-pickup', 'group'];

/** Step 1: where and how the order goes, and to whom (spec 2 §2, §5). */
export const DeliveryStep = ({ start, form, update, errors, setErrors, onDone }: Props) => {
  const { t, i18n } = useTranslation(['checkout', 'named-modals']);
  const { open } = useModals();
  const delivery = useDelivery(form.cityId, form.countryId);
  const check = useCheckDelivery();
  const transliterate = useTransliterate();
  const findCity = useFindCity();
  const message = (field: string) => {
    const problem = errors[field];
    if (!problem) return undefined;
    // Rule names (ours and the gateway's) are translated; the upstream's own messages show as they come.
    return isProblem(problem) ? t(`problem.${problem}`) : problem;
  };
  const methods = delivery.data?.delivery_list ?? [];
  const available = TYPES.filter((type) => methods.some((m) => m.type === type));
  const phoneIssue = form.phone.trim() ? phoneProblem(form.phone, form.country) : null;
  const withPatronymic = usesPatronymic(form.country, form.templateId !== null);

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
      setErrors(Object.keys(fields).length > 0 ? fields : { form: failure.message });
    }
  };

  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AddressTemplates
        templates={start.templates}
        onUse={async (template) => {
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
            setErrors({ form: readEnvelope(error).message });
            return;
          }
          setErrors(city ? {} : { 'delivery.city_id': t('city.none') });
          update({
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
          });
        }}
      />

      <Card title={t('where.title')}>
        {/* Spec 2 §1 employee flow (rules/employee-order): the gateway offers only company stocks and offices. */}
        {start.buyer.flow === 'employee' && (
          <p className={styles.info} data-flow="employee">
            {t('employeeFlow')}
          </p>
        )}
        {start.countries.length > 1 && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="checkout-country">
              {t('where.country')}
            </label>
            <select
              id="checkout-country"
              className={styles.input}
              value={form.countryId ?? ''}
              onChange={(event) => {
                const country = start.countries.find((c) => c.id === Number(event.target.value));
                if (country)
                  update({
                    countryId: country.id,
                    country: country.code,
                    cityId: null,
                    cityName: '',
                    deliveryType: null,
                  });
              }}
            >
              {start.countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
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
          <>
            {delivery.data.delivery_info.map((info) => (
              <p key={info} className={styles.info}>
                {info}
              </p>
            ))}
            <fieldset
              className={styles.methods}
              aria-describedby={errors['delivery.delivery_type'] ? 'type-error' : undefined}
            >
              <legend className={styles.label}>{t('method.title')}</legend>
              {available.map((type) => {
                const cheapest = methods.filter((m) => m.type === type).sort((a, b) => a.cost - b.cost)[0];
                return (
                  <label
                    key={type}
                    className={form.deliveryType === type ? `${styles.method} ${styles.methodActive}` : styles.method}
                  >
                    <input
                      type="radio"
                      name="delivery-type"
                      checked={form.deliveryType === type}
                      onChange={() => update({ deliveryType: type, templateId: null, templateAddress: '' })}
                    />
                    <span className={styles.methodName}>{t(`method.${type}`)}</span>
                    {cheapest && (
                      <span className={styles.muted}>
                        {cheapest.cost === 0
                          ? t('method.free')
                          : t('method.from', {
                              price: formatPrice(cheapest.cost, cheapest.currency_code, i18n.language),
                            })}
                      </span>
                    )}
                  </label>
                );
              })}
              {errors['delivery.delivery_type'] && (
                <p id="type-error" className={styles.error}>
                  {message('delivery.delivery_type')}
                </p>
              )}
            </fieldset>
          </>
        )}

        {form.deliveryType === 'stock' && delivery.data && (
          <fieldset className={styles.methods}>
            <legend className={styles.label}>{t('stock.title')}</legend>
            {[...delivery.data.stocks, ...delivery.data.offices].map((stock) => (
              <label
                key={stock.id}
                className={form.stockId === stock.id ? `${styles.method} ${styles.methodActive}` : styles.method}
              >
                <input
                  type="radio"
                  name="stock"
                  checked={form.stockId === stock.id}
                  onChange={() => update({ stockId: stock.id })}
                />
                <span>
                  <strong>{stock.name}</strong>
                  <span className={styles.muted}>
                    {' '}
                    · {stock.address} · <WorkingHours times={stock.times} />
                  </span>
                </span>
              </label>
            ))}
            {message('delivery.stock_id') && <p className={styles.error}>{message('delivery.stock_id')}</p>}
            <div>
              <Button
                variant="secondary"
                onClick={() =>
                  open('delivery-map', {
                    stocks: [...delivery.data.stocks, ...delivery.data.offices],
                    selected: form.stockId,
                    map: start.map,
                    onPick: (stockId) => update({ stockId }),
                  })
                }
              >
                {t('named-modals:deliveryMap.open')}
              </Button>
            </div>
          </fieldset>
        )}

        {form.deliveryType === 'group' && delivery.data && (
          <fieldset className={styles.methods}>
            <legend className={styles.label}>{t('group.title')}</legend>
            {delivery.data.group_orders.length === 0 && <p className={styles.muted}>{t('group.none')}</p>}
            {delivery.data.group_orders.map((group) => (
              <label
                key={group.number}
                className={
                  form.groupNumber === group.number ? `${styles.method} ${styles.methodActive}` : styles.method
                }
              >
                <input
                  type="radio"
                  name="group"
                  checked={form.groupNumber === group.number}
                  onChange={() => update({ groupNumber: group.number, stockId: group.stock_id })}
                />
                <span>
                  <strong>{t('group.order', { number: group.number, name: group.leader_name })}</strong>
                  <span className={styles.muted}> · {group.address}</span>
                </span>
              </label>
            ))}
            {message('delivery.group_number') && <p className={styles.error}>{message('delivery.group_number')}</p>}
          </fieldset>
        )}

        {form.deliveryType === 'delivery-pickup' && (
          <div className={styles.methods}>
            <p className={styles.label}>{t('pickup.carrier')}</p>
            {methods
              .filter((m) => m.type === 'delivery-pickup')
              .map((carrier) => (
                <div key={carrier.id} className={styles.carrier}>
                  <span>
                    <strong>{carrier.name}</strong>
                    <span className={styles.muted}>
                      {' '}
                      · {formatPrice(carrier.cost, carrier.currency_code, i18n.language)}
                      {carrier.days_min !== null &&
                        ` · ${t('days', { min: carrier.days_min, max: carrier.days_max ?? carrier.days_min })}`}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      open('pickup-points-map', {
                        deliveryId: carrier.id,
                        cityId: form.cityId ?? 0,
                        carrier: carrier.name,
                        selected: form.point?.code ?? null,
                        map: start.map,
                        onPick: (point) =>
                          update({
                            deliveryId: carrier.id,
                            templateId: null,
                            point: {
                              code: point.code,
                              address: point.full_address,
                              post_index: point.post_index,
                              delivery_id: carrier.id,
                            },
                          }),
                      })
                    }
                  >
                    {t('pickup.open')}
                  </Button>
                </div>
              ))}
            {form.point && (
              <p className={styles.chosen}>
                {t('pickup.chosen')}: <strong>{form.point.address}</strong>
              </p>
            )}
            {message('delivery.address') && <p className={styles.error}>{message('delivery.address')}</p>}
          </div>
        )}

        {form.deliveryType === 'delivery-courier' &&
          (form.templateId !== null ? (
            <p className={styles.chosen}>
              {t('templates.using')}: <strong>{form.templateAddress}</strong>{' '}
              <Button variant="quiet" onClick={() => update({ templateId: null, templateAddress: '' })}>
                {t('templates.other')}
              </Button>
            </p>
          ) : (
            <div className={styles.grid}>
              {start.address_suggestions && (
                <AddressSuggestions
                  country={form.country}
                  city={form.cityName}
                  onPick={(found) =>
                    update({
                      street: found.street,
                      house: found.house,
                      postIndex: found.post_index ?? form.postIndex,
                      latitude: String(found.latitude),
                      longitude: String(found.longitude),
                    })
                  }
                />
              )}
              <TextField
                label={t('address.street')}
                value={form.street}
                autoComplete="address-line1"
                error={message('delivery.street')}
                onChange={(e) => update({ street: e.target.value })}
              />
              <TextField
                label={t('address.house')}
                value={form.house}
                error={message('delivery.house')}
                onChange={(e) => update({ house: e.target.value })}
              />
              <TextField
                label={t('address.flat')}
                value={form.flat}
                onChange={(e) => update({ flat: e.target.value })}
              />
              <TextField
                label={t('address.postIndex')}
                value={form.postIndex}
                autoComplete="postal-code"
                onChange={(e) => update({ postIndex: e.target.value })}
              />
              {needsCoordinates('delivery-courier', form.country) && (
                <>
                  <TextField
                    label={t('address.latitude')}
                    inputMode="decimal"
                    value={form.latitude}
                    hint={t('address.coordinatesHint')}
                    error={message('delivery.latitude')}
                    onChange={(e) => update({ latitude: e.target.value })}
                  />
                  <TextField
                    label={t('address.longitude')}
                    inputMode="decimal"
                    value={form.longitude}
                    onChange={(e) => update({ longitude: e.target.value })}
                  />
                </>
              )}
              <div className={styles.wide}>
                <Button
                  variant="quiet"
                  disabled={transliterate.isPending || !form.street}
                  onClick={() =>
                    transliterate.mutate(
                      { body: { street: form.street, house: form.house } },
                      {
                        onSuccess: (latin) =>
                          update({ street: latin.street ?? form.street, house: latin.house ?? form.house }),
                      },
                    )
                  }
                >
                  {t('address.transliterate')}
                </Button>
                {transliterate.error && <p className={styles.error}>{readEnvelope(transliterate.error).message}</p>}
              </div>
            </div>
          ))}
      </Card>

      <Card title={t('who.title')}>
        <div className={styles.grid}>
          <TextField
            label={t('who.firstName')}
            value={form.firstName}
            autoComplete="given-name"
            error={message('delivery.recipient.first_name')}
            onChange={(e) => update({ firstName: e.target.value })}
          />
          <TextField
            label={t('who.lastName')}
            value={form.lastName}
            autoComplete="family-name"
            error={message('delivery.recipient.last_name')}
            onChange={(e) => update({ lastName: e.target.value })}
          />
          {withPatronymic && (
            <TextField
              label={t('who.patronymic')}
              value={form.patronymic}
              autoComplete="additional-name"
              onChange={(e) => update({ patronymic: e.target.value })}
            />
          )}
          <TextField
            label={t('who.phone')}
            type="tel"
            value={form.phone}
            autoComplete="tel"
            hint={t('who.phoneHint')}
            error={phoneIssue ? t(`problem.${phoneIssue}`) : message('delivery.phone')}
            onChange={(e) => update({ phone: e.target.value })}
          />
          <TextField
            label={t('who.email')}
            type="email"
            value={form.email}
            autoComplete="email"
            error={message('delivery.email')}
            onChange={(e) => update({ email: e.target.value })}
          />
          <TextField
            label={t('who.note')}
            value={form.note}
            className={styles.wide}
            onChange={(e) => update({ note: e.target.value })}
          />
        </div>
      </Card>

      {errors.form && <Alert>{errors.form}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={check.isPending} aria-busy={check.isPending}>
          {check.isPending ? t('checking') : t('next')}
        </Button>
      </div>
    </form>
  );
};
