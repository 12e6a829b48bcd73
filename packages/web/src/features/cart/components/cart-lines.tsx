import { lineAmount } from '@gf/contracts/rules/money-rules';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cartStore } from '../../../lib/cart/cart-store';
import type { CartLine, StockMark } from '../../../lib/cart/local-cart';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import styles from './cart-lines.module.css';
import { LineNotes } from './line-notes';

/** A quantity box: what is typed stays until it is a valid number (spec 2 §5 ignores the rest). */
const QuantityInput = ({ line, label }: { line: CartLine; label: string }) => {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      className={styles.quantity}
      inputMode="numeric"
      aria-label={label}
      value={text ?? String(line.quantity)}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text !== null) cartStore.setQuantity(line.id, text);
        setText(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
};

interface CartLinesProps {
  lines: readonly CartLine[];
  marks?: Record<number, StockMark>;
  /** Lines that travel in a thermo box (the delivery list's thermo_product_ids). */
  thermo?: ReadonlySet<number>;
  /** Each limited line's overlimit_spare, as the calculation gave it: 0 leaves no room to add. */
  spare?: Readonly<Record<number, number | null>>;
  /** Read only: no quantity controls (a shared cart, the order review). */
  readOnly?: boolean;
}

/** The cart's lines: picture, name, price, quantity controls and the stock marks of spec 2 §4. */
export const CartLines = ({ lines, marks = {}, thermo, spare = {}, readOnly = false }: CartLinesProps) => {
  const { t, i18n } = useTranslation('cart');
  return (
    <ul className={styles.lines} aria-label={t('linesLabel')}>
      {lines.map((line) => {
        const mark = marks[line.id];
        // A stored line may come without its price until the calculation states it (pricedLines).
        const priced = typeof line.price === 'number' && typeof line.currency_code === 'string';
        // A stored line not priced yet still says what it is: its name, else its product code.
        const name = line.name ?? line.code;
        return (
          <li key={line.id} className={mark ? `${styles.line} ${styles.marked}` : styles.line}>
            <img className={styles.image} src={line.thumbnail} alt="" width={72} height={72} loading="lazy" />
            <div className={styles.main}>
              {line.path ? (
                <Link className={styles.name} to={line.path}>
                  {name}
                </Link>
              ) : (
                <span className={styles.name}>{name}</span>
              )}
              <p className={styles.meta}>
                {/* Not priced yet: the summary beside says whether the calculation runs or failed. */}
                {priced ? formatPrice(line.price, line.currency_code, i18n.language) : '…'}
                {line.value > 0 && <span> · {t('pv', { value: line.value })}</span>}
                {line.type !== 0 && <span> · {t(`type.${line.type}`)}</span>}
              </p>
              <LineNotes thermo={thermo?.has(line.id) ?? false} spare={spare[line.id] ?? null} />
              {mark && (
                <p className={styles.mark} role="note">
                  {mark.kind === 'preorder' ? t('mark.preorder') : t('mark.onlyLeft', { count: mark.left })}
                </p>
              )}
            </div>
            <div className={styles.controls}>
              {readOnly ? (
                <span className={styles.count}>{t('times', { n: line.quantity })}</span>
              ) : (
                <div className={styles.stepper}>
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={t('less', { name })}
                    onClick={() => cartStore.remove(line.id)}
                  >
                    −
                  </button>
                  <QuantityInput line={line} label={t('quantityOf', { name })} />
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={t('more', { name })}
                    disabled={spare[line.id] === 0}
                    onClick={() => cartStore.setQuantity(line.id, line.quantity + 1)}
                  >
                    +
                  </button>
                </div>
              )}
              <strong className={styles.sum}>
                {priced ? formatPrice(lineAmount(line.price, line.quantity), line.currency_code, i18n.language) : '…'}
              </strong>
              {!readOnly && (
                <button type="button" className={styles.remove} onClick={() => cartStore.removeLine(line.id)}>
                  {t('remove')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
