import { lineAmount } from '@gf/contracts/rules/money-rules';
import type { FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { pricedLines, splitByBonus } from '../../../lib/calculation';
import type { LocalCart } from '../../../lib/cart/local-cart';
import { formatPrice } from '../../../lib/format-price';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormRefusal } from '../../../ui/form-refusal';
import type { Calculation } from '../api/calculate-order';
import styles from '../checkout-page.module.css';
import type { CheckoutForm } from '../checkout-state';

interface Props {
  cart: LocalCart;
  form: CheckoutForm;
  calculation: Calculation | undefined;
  deliveryMessage: string | null;
  placing: boolean;
  /** Why the last attempt to place the order was refused, if it was. */
  refusal: string | undefined;
  /** The refusal was an open-entry visitor's missing sponsor (spec 2 §4). */
  sponsorMissing: boolean;
  onBack: () => void;
  /** The placement's submit (useOrderPlacement): once, however often it is pressed. */
  onPlace: (event: FormEvent) => void;
}

/** Step 3: what will be ordered, where, and for how much; then "Place order" (once). */
export const ReviewStep = ({
  cart,
  form,
  calculation,
  deliveryMessage,
  placing,
  refusal,
  sponsorMissing,
  onBack,
  onPlace,
}: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const currency = calculation?.currency_code ?? cart.currency_code ?? 'RUB';
  const money = (amount: number) => formatPrice(amount, currency, i18n.language);
  // Each line as the calculation prices it: a stored line may hold no price of its own.
  const split = calculation
    ? splitByBonus(
        pricedLines([...cart.products, ...cart.gifts], calculation.products),
        calculation.available_gifts,
        form.bonus,
      )
    : { products: cart.products, gifts: cart.gifts, total: null, pv: null };
  const total = split.total ?? calculation?.cost ?? null;
  const where =
    form.deliveryType === 'delivery-pickup'
      ? form.point?.address
      : form.deliveryType === 'delivery-courier'
        ? form.templateId !== null
          ? form.templateAddress
          : [form.street, form.house, form.flat].filter(Boolean).join(', ')
        : null;
  return (
    <form className={styles.step} noValidate onSubmit={onPlace}>
      <FormRefusal message={sponsorMissing ? t('openEntry.sponsorRequired') : refusal} />
      {sponsorMissing && <ButtonLink to={paths.OfficeSponsorAdd.href()}>{t('openEntry.chooseSponsor')}</ButtonLink>}
      <Card title={t('review.title')}>
        <ul className={styles.review}>
          {split.products.map((line) => (
            <li key={`p${line.id}`}>
              <span>
                {line.name ?? line.code} × {line.quantity}
              </span>
              <span>{typeof line.price === 'number' ? money(lineAmount(line.price, line.quantity)) : '…'}</span>
            </li>
          ))}
          {split.gifts.map((line) => (
            <li key={`g${line.id}`}>
              <span>
                {line.name ?? line.code} × {line.quantity}
              </span>
              <span className={styles.bonusTag}>{t('review.byBonus')}</span>
            </li>
          ))}
          {(calculation?.free ?? []).map((line) => (
            <li key={`f${line.id}`}>
              <span>
                {line.name} × {line.quantity}
              </span>
              <span className={styles.bonusTag}>{t('review.free')}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <div>
            <dt>{t('review.delivery')}</dt>
            <dd>
              {form.deliveryType ? t(`method.${form.deliveryType}`) : '—'}
              {form.cityName && `, ${form.cityName}`}
              {where && `, ${where}`}
            </dd>
          </div>
          {deliveryMessage && (
            <div>
              <dt>{t('review.when')}</dt>
              <dd>{deliveryMessage}</dd>
            </div>
          )}
          <div>
            <dt>{t('review.recipient')}</dt>
            <dd>
              {[form.lastName, form.firstName].filter(Boolean).join(' ')}, {form.phone}
            </dd>
          </div>
          {calculation && calculation.total_tax > 0 && (
            <div>
              <dt>{t('review.tax')}</dt>
              <dd>{money(calculation.total_tax)}</dd>
            </div>
          )}
          <div className={styles.totalRow}>
            <dt>{t('review.total')}</dt>
            <dd>{total === null ? '—' : money(total)}</dd>
          </div>
        </dl>
        {calculation?.error_message && <Alert>{calculation.error_message}</Alert>}
      </Card>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={placing}>
          {t('back')}
        </Button>
        {/* No order before the price is known: a click while it loads would place nothing. */}
        <Button
          type="submit"
          disabled={placing || !calculation || Boolean(calculation.error_message)}
          aria-busy={placing}
        >
          {placing ? t('placing') : t('place')}
        </Button>
      </div>
    </form>
  );
};
