import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cartStore } from '../../../lib/cart/cart-store';
import { cartCount, type LocalCart } from '../../../lib/cart/local-cart';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { saveWithNotice } from '../cart-sync';
import styles from './cart-modals.module.css';

export interface CartMergeProps {
  /** The cart saved on the server for the user who just signed in. */
  serverCart: LocalCart;
  /** That user: the browser's cart becomes theirs once they have chosen. */
  ownerId: number;
}

/**
 * Spec 2 §4 cart-merge: after a sign-in with a cart in the browser, the user merges it into the
 * saved cart or lets it replace the saved one. Closing without a choice keeps the browser's cart
 * and saves nothing, so nothing is lost either way.
 */
export const CartMergeModal = ({ props, close }: ModalComponentProps<CartMergeProps>) => {
  const { t } = useTranslation('cart');
  const [busy, setBusy] = useState(false);
  const local = cartStore.get();
  const choose = async (overwrite: boolean) => {
    setBusy(true);
    const reply = await saveWithNotice(local, overwrite);
    setBusy(false);
    if (!reply) return;
    // Only now: until the user has chosen, a reload asks again rather than dropping the question.
    cartStore.setOwner(props.ownerId);
    close();
  };
  // Closed without a choice: not asked again on the next page (cart-sync asks once per page load);
  // a reload asks again.
  return (
    <Dialog
      open
      onClose={close}
      title={t('merge.title')}
      closeLabel={t('dismiss')}
      footer={
        <>
          <Button onClick={() => void choose(false)} disabled={busy} aria-busy={busy} data-autofocus="">
            {t('merge.merge')}
          </Button>
          <Button variant="secondary" onClick={() => void choose(true)} disabled={busy}>
            {t('merge.replace')}
          </Button>
        </>
      }
    >
      <p className={styles.text}>
        {t('merge.text', {
          local: t('merge.items', { count: cartCount(local) }),
          saved: t('merge.items', { count: cartCount(props.serverCart) }),
        })}
      </p>
    </Dialog>
  );
};
