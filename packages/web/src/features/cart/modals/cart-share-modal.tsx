import { useEffect } from 'react';
import { readEnvelope } from '../../../api/envelope';
import { useRefusalText } from '../../../api/refusal-text';
import { useTranslation } from '../../../i18n/use-translation';
import { toCartBody } from '../../../lib/cart/cart-body';
import { cartStore } from '../../../lib/cart/cart-store';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { CopyLink } from '../../../ui/copy-link';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { useShareCart } from '../api/share-cart';
import styles from './cart-modals.module.css';

/** Spec 2 §7 cart share: a link to this cart, to copy or send. */
export const CartShareModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('cart');
  const refusalText = useRefusalText();
  const share = useShareCart();
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
          <CopyLink
            url={link}
            labels={{ link: t('share.link'), copy: t('share.copy'), copied: t('share.copied') }}
            autoFocus
          />
        </>
      )}
    </Dialog>
  );
};
