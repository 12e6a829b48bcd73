import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { toCartBody } from '../../lib/cart/cart-body';
import { cartStore } from '../../lib/cart/cart-store';
import { isCartEmpty } from '../../lib/cart/local-cart';
import { useCart, usePreorderCodes } from '../../lib/cart/use-cart';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import cardStyles from '../../ui/card.module.css';
import { Spinner } from '../../ui/spinner';
import { useOrderCalculation } from './api/calculate-order';
import type { OrderCreated } from './api/create-order';
import { useCheckoutStart } from './api/get-checkout';
import styles from './checkout-page.module.css';
import { type CheckoutForm, deliveryProblems, useCheckoutForm } from './checkout-state';
import { DeliveryCompare } from './components/delivery-compare';
import { OpenEntryNote } from './components/open-entry-note';
import { ThermoNote } from './components/thermo-note';
import { VisitorGate } from './components/visitor-gate';
import { DeliveryStep } from './steps/delivery-step';
import { DetailsStep } from './steps/details-step';
import { ReviewStep } from './steps/review-step';
import { useOrderPlacement } from './use-order-placement';

type Step = 1 | 2 | 3;
const stepOf = (param: string | undefined): Step => (param === 'step-2' ? 2 : param === 'step-3' ? 3 : 1);

/**
 * Checkout (spec 2 §2): step-1 delivery and recipient, step-2 bonus, VAT and note, step-3 review
 * and "Place order". The form is kept in the session, so nothing typed is lost on an error.
 */
export const CheckoutPage = () => {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { open } = useModals();
  const step = stepOf(useParams().step);
  const start = useCheckoutStart();
  const cart = useCart();
  const preorderCodes = usePreorderCodes();
  const { form, update, reset } = useCheckoutForm();
  const [deliveryMessage, setDeliveryMessage] = useState<string | null>(null);
  const [placed, setPlaced] = useState<OrderCreated | null>(null);
  // The order's refusal by fields of a step, and the step it sent the buyer back to.
  const [returned, setReturned] = useState<{ step: 1 | 2; refusal: unknown } | null>(null);

  // Spec 2 §4: entering step 1 clears city, stock and delivery type in the calculation.
  const withDelivery = step > 1 && form.cityId !== null && form.deliveryType !== null;
  const calculation = useOrderCalculation(
    {
      cart: toCartBody(cart),
      ...(withDelivery
        ? {
            city_id: form.cityId,
            delivery_type: form.deliveryType,
            ...(form.stockId ? { stock_id: form.stockId } : {}),
          }
        : { city_id: null, delivery_type: null, stock_id: null }),
      apply_vat: form.vatOn && form.vatNumber.trim() !== '',
      calculate_tax: true,
      recount: true,
    },
    !isCartEmpty(cart) && !placed,
  );

  const go = (next: Step) => navigate(paths.Checkout.href(next));
  /** A step's checked values, stored before the next step reads them. */
  const finish = (values: CheckoutForm, next: Step) => {
    update(values);
    setReturned(null);
    go(next);
  };

  // Steps 2 and 3 need a checked delivery; a reload or a typed address lands on step 1.
  const incomplete = Object.keys(deliveryProblems(form)).length > 0;
  useEffect(() => {
    if (step > 1 && incomplete && !placed) navigate(paths.Checkout.href(1), { replace: true });
  }, [step, incomplete, placed, navigate]);

  const placement = useOrderPlacement({
    form,
    cart,
    calculation: calculation.data,
    preorderCodes,
    signedIn: start.data?.buyer.kind === 'order',
    registering: start.data?.buyer.kind === 'ref-order',
    onPlaced: (order) => {
      setPlaced(order);
      cartStore.clear();
      reset();
      open('order-payment', { orderId: order.id, number: order.number });
    },
    onReturned: (to, refusal) => {
      setReturned({ step: to, refusal });
      go(to);
    },
  });

  const title = `${t('title')} · ${BRAND_NAME}`;
  if (placed) {
    return (
      <div className={styles.page}>
        <title>{title}</title>
        <section className={cardStyles.card} aria-labelledby="placed-title">
          <h1 id="placed-title" className={cardStyles.title}>
            {t('placed.title', { number: placed.number })}
          </h1>
          <p>{t('placed.text')}</p>
          <div className={styles.actions}>
            <Button onClick={() => open('order-payment', { orderId: placed.id, number: placed.number })}>
              {t('placed.pay')}
            </Button>
            <ButtonLink variant="secondary" to={paths.OfficeOrder.href({ id: placed.id })}>
              {t('placed.open')}
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  const buyer = start.data?.buyer;
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <h1 className={styles.title}>{t('title')}</h1>
      <ol className={styles.steps} aria-label={t('steps.label')}>
        {([1, 2, 3] as const).map((n) => (
          <li
            key={n}
            className={n === step ? styles.current : n < step ? styles.done : undefined}
            aria-current={n === step ? 'step' : undefined}
          >
            <span className={styles.stepNumber}>{n}</span> {t(`steps.${n}`)}
          </li>
        ))}
      </ol>
      {start.isPending ? (
        <Spinner label={t('loading')} />
      ) : start.error || !start.data || !buyer ? (
        <Alert>
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void start.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : isCartEmpty(cart) ? (
        <div className={cardStyles.card}>
          <p>{t('emptyCart')}</p>
          <ButtonLink to={paths.ShopMain.href()}>{t('toShop')}</ButtonLink>
        </div>
      ) : buyer.kind === 'visitor' ? (
        <VisitorGate onReferral={() => void start.refetch()} />
      ) : !buyer.can_order ? (
        <Alert tone="info">{t('spectatorCannotOrder')}</Alert>
      ) : (
        <>
          {buyer.kind === 'open-entry-order' && <OpenEntryNote />}
          {buyer.referral && (
            <p className={styles.info}>{t('referral', { name: buyer.referral.name || buyer.referral.ref })}</p>
          )}
          {(step === 1 || step === 3) && <ThermoNote />}
          {step === 1 && (
            <DeliveryStep
              start={start.data}
              stored={form}
              store={update}
              returned={returned?.step === 1 ? returned.refusal : undefined}
              onDone={(values, _cost, message) => {
                setDeliveryMessage(message);
                finish(values, 2);
              }}
            />
          )}
          {step === 2 && (
            <DetailsStep
              start={start.data}
              stored={form}
              store={update}
              calculation={calculation.data}
              returned={returned?.step === 2 ? returned.refusal : undefined}
              onBack={() => go(1)}
              onDone={(values) => finish(values, 3)}
            />
          )}
          {step === 3 && (
            <ReviewStep
              cart={cart}
              form={form}
              calculation={calculation.data}
              deliveryMessage={deliveryMessage}
              placing={placement.placing}
              refusal={placement.refusal}
              sponsorMissing={placement.sponsorMissing}
              onBack={() => go(2)}
              onPlace={(event) => void placement.submit(event)}
            />
          )}
          {step === 3 && (
            <DeliveryCompare
              cityId={form.cityId}
              chosen={{ type: form.deliveryType, id: form.point?.delivery_id ?? form.deliveryId }}
            />
          )}
        </>
      )}
    </div>
  );
};
