import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { finishedFreeItems, hasStockChange, pricedLines, stockMarks } from '../../lib/calculation';
import { toCartBody } from '../../lib/cart/cart-body';
import { cartStore } from '../../lib/cart/cart-store';
import { type CartLine, isCartEmpty } from '../../lib/cart/local-cart';
import { useCart, useCartContext, usePreorderCodes, useStockMarks } from '../../lib/cart/use-cart';
import { useThermoProductIds } from '../../lib/thermo-products';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useCalculation } from './api/calculate-cart';
import { useSharedCart } from './api/get-shared-cart';
import styles from './cart-page.module.css';
import { CartSync } from './cart-sync';
import { CalculationSummary } from './components/calculation-summary';
import { CartLines } from './components/cart-lines';

/** A cart opened by link (`?share=`): its lines, to put into this browser's cart. */
const SharedCart = ({ hash }: { hash: string }) => {
  const { t } = useTranslation('cart');
  const [, setParams] = useSearchParams();
  const shared = useSharedCart(hash);
  const current = useCart();
  const take = () => {
    const lines = (shared.data?.products ?? []) as unknown as CartLine[];
    cartStore.replace({
      products: lines,
      gifts: [],
      free: [],
      choose: [],
      currency_code: shared.data?.currency_code ?? null,
    });
    setParams({}, { replace: true });
  };
  if (shared.isPending) return <Spinner label={t('loading')} />;
  if (shared.error || !shared.data) return <Alert>{t('shared.failed')}</Alert>;
  return (
    <section className={styles.shared} aria-labelledby="shared-title">
      <h2 id="shared-title">{t('shared.title')}</h2>
      <CartLines lines={shared.data.products as unknown as CartLine[]} readOnly />
      {!isCartEmpty(current) && <p className={styles.hint}>{t('shared.replaces')}</p>}
      <div className={styles.actions}>
        <Button onClick={take}>{t('shared.take')}</Button>
        <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
          {t('shared.ignore')}
        </Button>
      </div>
    </section>
  );
};

/** The cart (spec 2 §2 "Cart and checkout"): lines, promotions, stock, sharing, and on to checkout. */
export const CartPage = () => {
  const { t } = useTranslation('cart');
  const { open } = useModals();
  const [params] = useSearchParams();
  const share = params.get('share');
  const cart = useCart();
  const marks = useStockMarks();
  const accepted = usePreorderCodes();
  const context = useCartContext();
  const empty = isCartEmpty(cart);
  const calculation = useCalculation({ cart: toCartBody(cart) }, !empty);
  const previousFree = useRef<{ id: number; name: string }[] | null>(null);
  const [finished, setFinished] = useState<{ id: number; name: string }[]>([]);

  const data = calculation.data;
  const thermo = useThermoProductIds();
  useEffect(() => {
    if (!data) return;
    cartStore.setMarks(stockMarks(cart.products, data.only_left_in_stock, data.preorder));
    if (previousFree.current) setFinished(finishedFreeItems(previousFree.current, data.free));
    previousFree.current = data.free.map((f) => ({ id: f.id, name: f.name }));
    // Keep the promotion's items with the cart, so the order carries them (spec 2 §3 free).
    const free = data.free as unknown as CartLine[];
    if (JSON.stringify(free.map((f) => f.id)) !== JSON.stringify(cartStore.get().free.map((f) => f.id))) {
      cartStore.adopt({ ...cartStore.get(), free });
    }
  }, [data, cart.products]);

  const preorderPending =
    hasStockChange(marks) &&
    Object.entries(marks).some(([id, mark]) => {
      const line = cart.products.find((l) => String(l.id) === id);
      return mark.kind === 'only_left' || (line && !accepted.includes(line.code));
    });
  const cannotOrder = context.spectating && !context.canCreateOrderWell;

  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${BRAND_NAME}`}</title>
      <CartSync />
      <h1 className={styles.title}>{t('title')}</h1>
      {share && <SharedCart hash={share} />}
      {empty ? (
        !share && (
          <div className={styles.empty}>
            <p>{t('empty')}</p>
            <ButtonLink to={paths.ShopMain.href()}>{t('toShop')}</ButtonLink>
          </div>
        )
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {preorderPending && (
              <Alert tone="warning">
                <p className={styles.alertText}>{t('stock.changed')}</p>
                <Button variant="secondary" onClick={() => open('preorder')}>
                  {t('stock.review')}
                </Button>
              </Alert>
            )}
            <CartLines
              lines={pricedLines(cart.products, data?.products)}
              marks={marks}
              thermo={thermo}
              spare={Object.fromEntries((data?.products ?? []).map((p) => [p.id, p.overlimit_spare]))}
            />
            {cart.gifts.length > 0 && (
              <>
                <h2 className={styles.subtitle}>{t('gifts')}</h2>
                <CartLines lines={pricedLines(cart.gifts, data?.products)} readOnly />
              </>
            )}
          </div>
          <aside className={styles.side}>
            {calculation.isPending ? (
              <Spinner label={t('calculating')} />
            ) : calculation.error ? (
              <Alert>
                <p className={styles.alertText}>{t('calculationFailed')}</p>
                <Button variant="secondary" onClick={() => void calculation.refetch()}>
                  {t('retry')}
                </Button>
              </Alert>
            ) : (
              data && (
                <CalculationSummary
                  calculation={data}
                  currency={cart.currency_code ?? 'RUB'}
                  finished={finished}
                  chosenId={cart.choose.find((c) => c.is_chosen)?.id ?? null}
                />
              )
            )}
            {cannotOrder && <Alert tone="info">{t('spectatorCannotOrder')}</Alert>}
            <div className={styles.sideActions}>
              <ButtonLink
                to={paths.Checkout.href()}
                aria-disabled={cannotOrder || preorderPending || undefined}
                onClick={(event) => {
                  if (cannotOrder || preorderPending) event.preventDefault();
                }}
              >
                {t('checkout')}
              </ButtonLink>
              <Button variant="secondary" onClick={() => open('cart-share')}>
                {t('share.button')}
              </Button>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
};
