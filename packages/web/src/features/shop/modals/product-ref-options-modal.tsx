import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { qrPdfHref, useProductReferral } from '../api/get-referral';
import styles from '../shop.module.css';

export interface RefOptionsProps {
  code: string;
  name: string;
}

/** Spec 1 §2 modal "product-ref-options": the partner's referral link to the product, copy, QR, PDF. */
export const ProductRefOptionsModal = ({ props, close }: ModalComponentProps<RefOptionsProps>) => {
  const { t } = useTranslation('product');
  const { t: common } = useTranslation();
  const referral = useProductReferral();
  const { open } = useModals();
  const [copied, setCopied] = useState<boolean | null>(null);
  const { mutate } = referral;
  useEffect(() => {
    mutate({ params: { path: { code: props.code } } });
  }, [mutate, props.code]);
  const data = referral.data;
  return (
    <Dialog open onClose={close} title={t('ref.title')} description={props.name} closeLabel={t('close')}>
      {referral.isPending && <Spinner label={t('ref.loading')} />}
      {referral.isError && <Alert>{t('ref.failed')}</Alert>}
      {data && (
        <div className={styles.form}>
          <label className={styles.head}>
            {t('ref.link')}
            <input className={styles.select} readOnly value={data.link} onFocus={(event) => event.target.select()} />
          </label>
          <div className={styles.row}>
            <Button onClick={() => void copyText(data.link).then(setCopied)}>
              {copied ? t('ref.copied') : t('ref.copy')}
            </Button>
            {copied === false && <span role="status">{common('share.failed')}</span>}
            <Button
              variant="secondary"
              onClick={() =>
                open('product-ref-qr', { code: props.code, name: props.name, qr: data.qr_svg_base64, link: data.link })
              }
            >
              {t('ref.showQr')}
            </Button>
            <a className={styles.chip} href={qrPdfHref(props.code)} download>
              {t('ref.pdf')}
            </a>
          </div>
        </div>
      )}
    </Dialog>
  );
};
