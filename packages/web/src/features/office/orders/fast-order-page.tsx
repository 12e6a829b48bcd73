import type { components } from '@gf/contracts/generated/bff';
import { FAST_ORDER_MAX_LINES, type FastOrderError } from '@gf/contracts/rules/fast-order';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { useRefusalText } from '../../../api/refusal-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import type { CartRefusal } from '../../../lib/cart/local-cart';
import { useCartActions } from '../../../lib/cart/use-cart-actions';
import { applyServerErrors, useZodForm } from '../../../lib/form';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { TextField } from '../../../ui/text-field';
import { FastOrderForm, useFastOrderCheck, useFastOrderSearch } from './api/fast-order';
import { ProductLines } from './components/product-lines';
import styles from './fast-order.module.css';
import orders from './orders.module.css';

type Priced = components['schemas']['FastOrderReply'];
type Intent = 'cart' | 'order';

const emptyRow = { code: '', quantity: '1' };

/** Finds a product by name and puts its code in the form. */
const ProductSearch = ({ onPick }: { onPick: (code: string) => void }) => {
  const { t, i18n } = useTranslation('fast-order');
  const [q, setQ] = useState('');
  const search = useFastOrderSearch(q);
  const products = q.trim().length > 1 ? (search.data?.products ?? []) : [];
  return (
    <div className={styles.search}>
      <TextField label={t('search.label')} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      {search.isError && <Alert>{t('search.failed')}</Alert>}
      {products.length > 0 && (
        <ul className={styles.found} aria-label={t('search.results')}>
          {products.map((product) => (
            <li key={product.id}>
              <span>
                {product.name} <span className={orders.muted}>{product.code}</span>
              </span>
              <span className={orders.total}>{formatPrice(product.price, product.currency_code, i18n.language)}</span>
              <Button
                variant="secondary"
                onClick={() => {
                  onPick(product.code);
                  setQ('');
                }}
              >
                {t('search.pick')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/**
 * /office/orders/fast (spec 1 §2): a quick order by product codes. Each row is checked here by the
 * gateway's rules, then by the gateway (unknown codes come back on their row), priced exactly, and
 * put in the cart all at once, or none of them when a cart rule refuses a row (spec 2 §5): the cart
 * never loses what it held. "Order now" goes on to the checkout with them.
 */
export const FastOrderPage = () => {
  const { t, i18n } = useTranslation('fast-order');
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const { addAll } = useCartActions();
  const check = useFastOrderCheck();
  const form = useZodForm(FastOrderForm, { lines: [emptyRow] });
  const rows = useFieldArray({ control: form.control, name: 'lines' });
  const [priced, setPriced] = useState<Priced | null>(null);
  const [refusals, setRefusals] = useState<Map<number, CartRefusal>>(new Map());
  const [added, setAdded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const errorOf = (index: number, field: 'code' | 'quantity') => {
    const message = form.formState.errors.lines?.[index]?.[field]?.message;
    return message ? t(`errors.${message as FastOrderError}`) : undefined;
  };

  const pick = (code: string) => {
    const values = form.getValues('lines');
    const blank = values.findIndex((row) => row.code.trim() === '');
    if (blank >= 0) form.setValue(`lines.${blank}.code`, code);
    else if (values.length < FAST_ORDER_MAX_LINES) rows.append({ code, quantity: '1' });
  };

  const submit = (intent: Intent) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      setAdded(null);
      setRefusals(new Map());
      const reply = await check.mutateAsync({ body: values }).catch((error: unknown) => {
        const unplaced = applyServerErrors(form, error);
        if (Object.keys(readEnvelope(error).fields ?? {}).length === 0 || unplaced.length > 0)
          setFailure(refusalText(readEnvelope(error)));
        return null;
      });
      if (!reply) return;
      setPriced(reply);
      const refused = await addAll(reply.lines.map((line) => ({ product: line.product, quantity: line.quantity })));
      if (refused.size > 0) {
        setRefusals(refused);
        return;
      }
      if (intent === 'order') {
        navigate(paths.Checkout.href());
        return;
      }
      setAdded(reply.lines.reduce((sum, line) => sum + line.quantity, 0));
      form.reset({ lines: [emptyRow] });
    });

  const money = (decimal: string) => formatPrice(Number(decimal), priced?.currency_code ?? '', i18n.language);

  return (
    <div className={orders.page}>
      <PageTitle title={t('title')} />
      <header className={orders.head}>
        <h1 className={orders.title}>{t('title')}</h1>
        <Link to={paths.OfficeOrdersList.href()}>{t('toOrders')}</Link>
      </header>
      <div className={orders.blocks}>
        <Card title={t('rows.title')}>
          <p className={orders.muted}>{t('lead', { count: FAST_ORDER_MAX_LINES })}</p>
          <ProductSearch onPick={pick} />
          <form className={styles.form} noValidate onSubmit={submit('cart')} aria-label={t('rows.title')}>
            <ol className={styles.rows}>
              {rows.fields.map((field, index) => (
                <li key={field.id} className={styles.row} data-testid="fast-order-row">
                  <TextField
                    label={t('rows.code', { n: index + 1 })}
                    autoComplete="off"
                    spellCheck={false}
                    {...form.register(`lines.${index}.code`)}
                    error={
                      errorOf(index, 'code') ?? (refusals.has(index) ? t(`refused.${refusals.get(index)!}`) : undefined)
                    }
                  />
                  <TextField
                    label={t('rows.quantity', { n: index + 1 })}
                    inputMode="numeric"
                    className={styles.quantity}
                    {...form.register(`lines.${index}.quantity`)}
                    error={errorOf(index, 'quantity')}
                  />
                  <Button
                    variant="secondary"
                    className={styles.remove}
                    disabled={rows.fields.length === 1}
                    onClick={() => rows.remove(index)}
                  >
                    {t('rows.remove', { n: index + 1 })}
                  </Button>
                </li>
              ))}
            </ol>
            {form.formState.errors.lines?.message && (
              <Alert>{t(`errors.${form.formState.errors.lines.message as FastOrderError}`)}</Alert>
            )}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={rows.fields.length >= FAST_ORDER_MAX_LINES}
                onClick={() => rows.append(emptyRow)}
              >
                {t('rows.add')}
              </Button>
              <Button type="submit" disabled={check.isPending}>
                {t('toCart')}
              </Button>
              <Button variant="secondary" disabled={check.isPending} onClick={() => void submit('order')()}>
                {t('orderNow')}
              </Button>
            </div>
            {failure && <Alert>{failure}</Alert>}
            {refusals.size > 0 && <Alert>{t('refused.lead')}</Alert>}
            {added !== null && (
              <Alert tone="info">
                {t('added', { count: added })} <Link to={paths.ShopCart.href()}>{t('toCartPage')}</Link>
              </Alert>
            )}
          </form>
        </Card>
        {priced && (
          <Card title={t('priced.title')}>
            <ProductLines
              label={t('priced.title')}
              lines={priced.lines.map((line) => ({
                id: String(line.product.id),
                name: `${line.product.name} (${line.product.code})`,
                quantity: line.quantity,
                amount: money(line.sum),
              }))}
            />
            <p className={styles.sum}>
              <span>{t('priced.total')}</span>
              <span className={orders.total} data-testid="fast-order-total">
                {money(priced.total)}
              </span>
            </p>
          </Card>
        )}
      </div>
    </div>
  );
};
