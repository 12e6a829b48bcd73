import { readEnvelope } from '../../../api/envelope';
import { useRefusalText } from '../../../api/refusal-text';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { usePageParams } from '../../../modals/use-page-params';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { useProductPage } from '../api/get-product-page';
import { useDeleteReview } from '../api/review-mutations';
import shop from '../shop.module.css';

/** My review of the product `code`, and the button that deletes it. */
const DeleteMine = ({ code, close }: { code: string; close: () => void }) => {
  const { t } = useTranslation(['product', 'named-modals']);
  const refusalText = useRefusalText();
  const page = useProductPage(code);
  const remove = useDeleteReview();
  const mine = page.data?.status === 'found' ? (page.data.reviews?.my_review ?? null) : null;
  if (page.isPending) return <Spinner label={t('named-modals:loading')} />;
  if (!mine) return <p>{t('named-modals:reviewDelete.none')}</p>;
  return (
    <>
      <p>{t('review.deleteConfirm')}</p>
      <blockquote className={shop.muted}>{mine.text}</blockquote>
      {remove.error && <Alert>{refusalText(readEnvelope(remove.error))}</Alert>}
      <div className={shop.row}>
        <Button
          disabled={remove.isPending}
          onClick={() => remove.mutate({ params: { path: { code, id: mine.id } } }, { onSuccess: close })}
        >
          {t('review.delete')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('named-modals:cancel')}
        </Button>
      </div>
    </>
  );
};

/**
 * Spec 1 §2 product-review-delete (spec 2 §7 DELETE review): deletes my review of the product whose
 * review page it is opened over, once asked.
 */
export const ProductReviewDeleteModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation(['product', 'named-modals']);
  const code = usePageParams('ShopProductReview')?.code;
  return (
    <Dialog open onClose={close} title={t('review.delete')} closeLabel={t('close')}>
      {code ? <DeleteMine code={code} close={close} /> : <p>{t('named-modals:reviewDelete.fromReview')}</p>}
    </Dialog>
  );
};
