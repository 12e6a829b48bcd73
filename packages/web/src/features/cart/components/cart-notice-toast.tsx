import { useEffect } from 'react';
import { useRefusalText } from '../../../api/refusal-text';
import { useTranslation } from '../../../i18n/use-translation';
import { cartStore } from '../../../lib/cart/cart-store';
import { useCartNotice } from '../../../lib/cart/use-cart';
import { Link } from '../../../lib/link';
import styles from './cart-notice-toast.module.css';

/** How long a notice stays. */
const NOTICE_MS = 5_000;

/**
 * The cart's one-line messages: a refused add names its rule, a failed save shows the server's
 * detail (spec 2 §8), an add says where the cart is. Read out politely; errors assertively.
 */
export const CartNoticeToast = () => {
  const { t } = useTranslation('cart');
  const refusalText = useRefusalText();
  const notice = useCartNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => cartStore.setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  const error = notice.kind !== 'added';
  return (
    <div className={error ? `${styles.toast} ${styles.error}` : styles.toast} role={error ? 'alert' : 'status'}>
      <p className={styles.text}>
        {notice.kind === 'refused'
          ? t(`refused.${notice.check}`, { name: notice.name })
          : notice.kind === 'save-failed'
            ? t('saveFailed', { message: refusalText(notice.refusal) })
            : t('added', { name: notice.name })}
      </p>
      {notice.kind === 'added' && (
        <Link className={styles.link} to="/shop/cart" onClick={() => cartStore.setNotice(null)}>
          {t('open')}
        </Link>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={t('dismiss')}
        onClick={() => cartStore.setNotice(null)}
      >
        ×
      </button>
    </div>
  );
};
