import { useTranslation } from '../../../i18n/use-translation';
import { fitToStock } from '../../../lib/calculation';
import { cartStore } from '../../../lib/cart/cart-store';
import { useCart, useStockMarks } from '../../../lib/cart/use-cart';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import styles from './cart-modals.module.css';

/**
 * Spec 2 §4 stock and preorder: some lines are short or sold out. The user fits the quantities to
 * the stock and agrees to pre-order sold-out lines (their codes go with the order), or removes them.
 */
export const PreorderModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const marks = useStockMarks();
  const marked = cart.products.filter((line) => marks[line.id]);
  const preorderCodes = marked.filter((line) => marks[line.id]?.kind === 'preorder').map((line) => line.code);
  const accept = () => {
    cartStore.replace({ ...cart, products: fitToStock(cart.products, marks) });
    cartStore.acceptPreorder(preorderCodes);
    cartStore.setMarks({});
    close();
  };
  const removeSoldOut = () => {
    const fitted = fitToStock(cart.products, marks).filter((line) => marks[line.id]?.kind !== 'preorder');
    cartStore.replace({ ...cart, products: fitted });
    cartStore.setMarks({});
    close();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t('stock.title')}
      closeLabel={t('dismiss')}
      footer={
        <>
          <Button onClick={accept} data-autofocus="">
            {preorderCodes.length > 0 ? t('stock.acceptPreorder') : t('stock.accept')}
          </Button>
          {preorderCodes.length > 0 && (
            <Button variant="secondary" onClick={removeSoldOut}>
              {t('stock.removeSoldOut')}
            </Button>
          )}
        </>
      }
    >
      <ul className={styles.list}>
        {marked.map((line) => {
          const mark = marks[line.id];
          return (
            <li key={line.id}>
              <strong>{line.name}</strong>:{' '}
              {mark?.kind === 'preorder'
                ? t('mark.preorder')
                : t('stock.fit', { count: mark?.kind === 'only_left' ? mark.left : 0, wanted: line.quantity })}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
};
