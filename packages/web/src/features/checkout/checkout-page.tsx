import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { $api, api } from '../../api/client';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { toCartBody } from '../../lib/cart/cart-body';
import { cartStore } from '../../lib/cart/cart-store';
import { isCartEmpty } from '../../lib/cart/local-cart';
import { useCart, usePreorderCodes } from '../../lib/cart/use-cart';
import { useZodForm } from '../../lib/form';
import { useFormSubmit } from '../../lib/form-submit';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import cardStyles from '../../ui/card.module.css';
import { FormField } from '../../ui/form-field';
import { FormRefusal } from '../../ui/form-refusal';
import { Spinner } from '../../ui/spinner';
import { useOrderCalculation } from './api/calculate-order';
import type { OrderCreated } from './api/create-order';
import { useCheckoutStart } from './api/get-checkout';
import styles from './checkout-page.module.css';
import { type CheckoutForm, deliveryProblems, useCheckoutForm } from './checkout-state';
import { DeliveryCompare } from './components/delivery-compare';
import { ThermoNote } from './components/thermo-note';
import { DeliveryStep } from './steps/delivery-step';
import { DetailsStep } from './steps/details-step';
import { ReviewStep } from './steps/review-step';
import { useOrderPlacement } from './use-order-placement';

type Step = 1 | 2 | 3;
const stepOf = (param: string | undefined): Step => (param === 'step-2' ? 2 : param === 'step-3' ? 3 : 1);

/** The referral code of the partner who invited the visitor (POST /bff/v1/auth/referral): filled in. */
const ReferralForm = z.object({ ref: z.string().trim().min(1) });

/** A visitor without a referral code: sign in, or give the code of the partner who invited them. */
const VisitorGate = ({ onReferral }: { onReferral: () => void }) => {
  const { t } = useTranslation('checkout');
  const { open } = useModals();
  const form = useZodForm(ReferralForm, { ref: '' });
  const { submit, refusal } = useFormSubmit(form, {
    // Setting the referral writes nothing twice: no idempotency key.
    send: async (body) => {
      const { error } = await api.POST('/bff/v1/auth/referral', { body });
      if (error) throw error;
    },
    onDone: onReferral,
  });
  const busy = form.formState.isSubmitting;
  return (
    <Card title={t('gate.title')}>
      <p>{t('gate.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => open('sign-in')}>{t('gate.signIn')}</Button>
        {/* Spec 2 §1, §6: an open-entry visitor orders without an account after a phone code. */}
        <Button variant="secondary" onClick={() => open('open-entry-access')}>
          {t('gate.phone')}
        </Button>
      </div>
      <form className={styles.gateForm} onSubmit={submit} noValidate>
        <FormRefusal message={refusal} />
        <FormField form={form} name="ref" label={t('gate.ref')} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('gate.useRef')}
        </Button>
      </form>
    </Card>
  );
};

/** An open-entry visitor (spec 2 §4): the confirmed phone, and the sponsor to choose before ordering. */
const OpenEntryNote = () => {
  const { t } = useTranslation('checkout');
  const entry = useQuery($api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 })).data?.openEntry;
  if (!entry) return null;
  return entry.sponsorChosen ? (
    <p className={styles.info}>
      {t('openEntry.info', { phone: entry.phone })}{' '}
      <Link to={paths.OfficeSponsorAdd.href()}>{t('openEntry.changeSponsor')}</Link>
    </p>
  ) : (
    <Alert tone="warning">
      <p>{t('openEntry.noSponsor', { phone: entry.phone })}</p>
      <ButtonLink to={paths.OfficeSponsorAdd.href()}>{t('openEntry.chooseSponsor')}</ButtonLink>
    </Alert>
  );
};

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
