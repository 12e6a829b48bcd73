import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { useModals } from '../../../../modals/modals-context';
import { usePageParams } from '../../../../modals/use-page-params';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { useOrderFeedback } from '../api/order-feedback';
import styles from '../orders.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
/** The gateway's bound on the comment (FeedbackBody). */
const COMMENT_MAX = 1000;

/**
 * Spec 1 §2 order-gw-market-review (spec 2 §2 "leave delivery feedback", §7 POST
 * /office/order/{id}/delivery-feedback/): the buyer rates how the GW market (the point that handed
 * the order out) served them, from the order page it is opened over.
 */
export const GwMarketReviewModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation(['named-modals', 'orders']);
  const refusalText = useRefusalText();
  const { open } = useModals();
  const id = Number(usePageParams('OfficeOrder')?.id ?? 0);
  const feedback = useOrderFeedback();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  return (
    <Dialog open onClose={close} title={t('gwReview.title')} closeLabel={t('close')}>
      {id === 0 ? (
        <p>{t('document.fromOrder')}</p>
      ) : (
        <form
          className={styles.reviewForm}
          onSubmit={(event) => {
            event.preventDefault();
            feedback.mutate(
              { params: { path: { id } }, body: { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) } },
              { onSuccess: () => open('thank-you', { text: t('gwReview.thanks') }) },
            );
          }}
        >
          <p className={styles.muted}>{t('gwReview.lead')}</p>
          <fieldset className={styles.stars}>
            <legend>{t('orders:feedback.title')}</legend>
            {STARS.map((n) => (
              <label key={n} className={styles.star}>
                <input type="radio" name="rating" checked={rating === n} onChange={() => setRating(n)} />
                {t('orders:feedback.stars', { count: n })}
              </label>
            ))}
          </fieldset>
          <label className={styles.muted} htmlFor="gw-review-comment">
            {t('orders:feedback.comment')}
          </label>
          <textarea
            id="gw-review-comment"
            className={styles.textarea}
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          {feedback.error && <Alert>{refusalText(readEnvelope(feedback.error))}</Alert>}
          <Button type="submit" disabled={feedback.isPending}>
            {t('orders:feedback.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
};
