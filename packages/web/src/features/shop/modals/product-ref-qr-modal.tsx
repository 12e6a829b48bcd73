import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Dialog } from '../../../ui/dialog';
import { qrPdfHref } from '../api/get-referral';
import styles from '../shop.module.css';

export interface RefQrProps {
  code: string;
  name: string;
  /** The QR code as an SVG, base64 (from the referral call). */
  qr: string;
  link: string;
}

/** Spec 1 §2 modal "product-ref-qr": the referral QR code to scan, and its printable PDF. */
export const ProductRefQrModal = ({ props, close }: ModalComponentProps<RefQrProps>) => {
  const { t } = useTranslation('product');
  return (
    <Dialog open onClose={close} title={t('ref.qrTitle')} description={props.name} closeLabel={t('close')}>
      <div className={styles.form} style={{ justifyItems: 'center' }}>
        <img
          src={`data:image/svg+xml;base64,${props.qr}`}
          alt={t('ref.qrAlt', { name: props.name })}
          width={240}
          height={240}
        />
        <p className={styles.muted} style={{ wordBreak: 'break-all' }}>
          {props.link}
        </p>
        <a className={styles.chip} href={qrPdfHref(props.code)} download>
          {t('ref.pdf')}
        </a>
      </div>
    </Dialog>
  );
};
