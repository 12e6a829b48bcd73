import { useTranslation } from '../../../i18n/use-translation';
import styles from '../product-page.module.css';

/**
 * The product's QR code (spec 2 §7 GET /qr/{code}/, through the gateway): it opens the product's
 * /product/{code} page, so a printed page or a screen shown to someone leads to it. Anyone may see
 * it; the partner's referral QR (with their code) is the product-ref-qr dialog's.
 */
export const ProductQr = ({ code, name }: { code: string; name: string }) => {
  const { t } = useTranslation('catalogue');
  return (
    <figure className={styles.qr}>
      <img
        src={`/bff/v1/shop/products/${encodeURIComponent(code)}/qr.svg`}
        alt={t('qr.alt', { name })}
        width={112}
        height={112}
        loading="lazy"
      />
      <figcaption>{t('qr.caption')}</figcaption>
    </figure>
  );
};
