import { REVIEW_STATUS } from '../../../config/constants';
import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Alert } from '../../../ui/alert';
import { Dialog } from '../../../ui/dialog';
import { RichText } from '../../../ui/rich-text';
import { Spinner } from '../../../ui/spinner';
import { useReviewTemplate } from '../api/get-review-template';
import shop from '../shop.module.css';

const STATUSES = [
  [REVIEW_STATUS.new, 'new'],
  [REVIEW_STATUS.published, 'published'],
  [REVIEW_STATUS.declined, 'declined'],
] as const;

/**
 * Spec 1 §2 product-review-info: how a review is published. The rules come from the review
 * template (spec 2 §7 GET review/template); the statuses are spec 2 §3's (0 new, 1 published,
 * 2 declined).
 */
export const ProductReviewInfoModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation(['named-modals', 'product']);
  const template = useReviewTemplate();
  return (
    <Dialog open onClose={close} title={t('reviewInfo.title')} closeLabel={t('close')}>
      {template.isPending ? (
        <Spinner label={t('loading')} />
      ) : template.isError ? (
        <Alert>{t('product:review.failed')}</Alert>
      ) : (
        <>
          <RichText html={template.data.rules} className={shop.muted} />
          <p className={shop.muted}>
            {t('reviewInfo.limits', {
              characters: t('reviewInfo.characters', { count: template.data.max_text_length }),
              photos: t('reviewInfo.photos', { count: template.data.max_photos }),
            })}
          </p>
        </>
      )}
      <dl className={shop.section}>
        {STATUSES.map(([value, name]) => (
          <div key={value}>
            <dt>
              <strong>{t(`product:reviews.status.${name}`)}</strong>
            </dt>
            <dd style={{ margin: 0 }}>{t(`reviewInfo.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
};
