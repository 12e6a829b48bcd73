import { ORDER_DOCUMENT_MODALS, type OrderDocumentModal } from '@gf/contracts/rules/order-documents';
import { readEnvelope } from '../../../../api/envelope';
import { useSite } from '../../../../api/get-site';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { usePageParams } from '../../../../modals/use-page-params';
import { Alert } from '../../../../ui/alert';
import { Dialog } from '../../../../ui/dialog';
import { RichText } from '../../../../ui/rich-text';
import { Spinner } from '../../../../ui/spinner';
import { useOrderDocument } from '../api/get-order-document';
import styles from '../orders.module.css';

/** HTTP status of a document the order does not have (not paid, not shipped, not a group order). */
const NO_DOCUMENT = 404;

/**
 * Spec 1 §2 check-document, group-order-document and goods-move-document: one document of the
 * order page it is opened over, shown on screen (spec 2 §7 bill by type), with its PDF to keep.
 */
const OrderDocument = ({ modal, close }: { modal: OrderDocumentModal; close: () => void }) => {
  const { t } = useTranslation('named-modals');
  const refusalText = useRefusalText();
  const kind = ORDER_DOCUMENT_MODALS[modal];
  const id = Number(usePageParams('OfficeOrder')?.id ?? 0);
  const document = useOrderDocument(id, kind);
  const { dateFormat } = useSite();
  const failure = document.error ? readEnvelope(document.error) : null;
  return (
    <Dialog open onClose={close} title={t(`document.${modal}`)} closeLabel={t('close')}>
      {id === 0 ? (
        <p>{t('document.fromOrder')}</p>
      ) : failure ? (
        <Alert tone={failure.status === NO_DOCUMENT ? 'info' : 'error'}>
          {failure.status === NO_DOCUMENT ? t('document.none') : refusalText(failure)}
        </Alert>
      ) : !document.data ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <p className={styles.muted}>
            {t('document.number', { number: document.data.number, date: formatDate(document.data.date, dateFormat) })}
          </p>
          <RichText html={document.data.html} />
          <p>
            <a className={styles.docLink} href={`/bff/v1/orders/${id}/bill/${kind}?download=1`}>
              {t('document.download')}
            </a>
          </p>
        </>
      )}
    </Dialog>
  );
};

export const CheckDocumentModal = ({ close }: ModalComponentProps) => (
  <OrderDocument modal="check-document" close={close} />
);
export const GroupOrderDocumentModal = ({ close }: ModalComponentProps) => (
  <OrderDocument modal="group-order-document" close={close} />
);
export const GoodsMoveDocumentModal = ({ close }: ModalComponentProps) => (
  <OrderDocument modal="goods-move-document" close={close} />
);
