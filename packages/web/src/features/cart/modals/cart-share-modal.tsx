import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import { useRefusalText } from '../../../api/refusal-text';
import { toCartBody } from '../../../lib/cart/cart-body';
import { cartStore } from '../../../lib/cart/cart-store';
import { copyText } from '../../../lib/copy-text';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { useShareCart } from '../api/share-cart';
import styles from './cart-modals.module.css';

/** Spec 2 §7 cart share: a link to this cart, to copy or send. */
export const CartShareModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('cart');
  const { t: common } = useTranslation();
  const refusalText = useRefusalText();
  const share = useShareCart();
  const [copied, setCopied] = useState<boolean | null>(null);
  const { mutate } = share;
  useEffect(() => {
    mutate({ body: { cart: toCartBody(cartStore.get()) } });
  }, [mutate]);
  const link = share.data?.link ?? '';
  return (
    <Dialog open onClose={close} title={t('share.title')} closeLabel={t('dismiss')}>
      {share.isPending ? (
        <Spinner label={t('share.making')} />
      ) : share.error ? (
        <p role="alert">{refusalText(readEnvelope(share.error))}</p>
      ) : (
        <>
          <p className={styles.text}>{t('share.text')}</p>
          <input
            className={styles.link}
            readOnly
            value={link}
            aria-label={t('share.link')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.actions}>
            <Button
              data-autofocus=""
              onClick={() => {
                void copyText(link).then(setCopied);
              }}
            >
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
            {copied === false && <span role="status">{common('share.failed')}</span>}
          </div>
        </>
      )}
    </Dialog>
  );
};
