import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CopyLink } from '../../../ui/copy-link';
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
  const referral = useProductReferral();
  const { open } = useModals();
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
          <CopyLink url={data.link} labels={{ link: t('ref.link'), copy: t('ref.copy'), copied: t('ref.copied') }} />
          <div className={styles.row}>
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
