import { FeedbackBody } from '@gf/contracts/gateway/orders';
import { Review } from '@gf/contracts/upstream/entities/product';
import { z } from 'zod';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { useModals } from '../../../../modals/modals-context';
import { usePageParams } from '../../../../modals/use-page-params';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { FormRefusal } from '../../../../ui/form-refusal';
import { useOrderFeedback } from '../api/order-feedback';
import styles from '../orders.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
/** The comment as the gateway takes it (FeedbackBody: trimmed, at most 1000 characters). */
const Comment = FeedbackBody.shape.comment.unwrap();
/** A review's rating as the contract bounds it (the radios hold it as text), and the comment. */
const reviewForm = z.object({
  rating: z.coerce.number().pipe(Review.shape.rating),
  comment: Comment,
});

/**
 * Spec 1 §2 order-gw-market-review (spec 2 §2 "leave delivery feedback", §7 POST
 * /office/order/{id}/delivery-feedback/): the buyer rates how the GW market (the point that handed
 * the order out) served them, from the order page it is opened over.
 */
export const GwMarketReviewModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation(['named-modals', 'orders']);
  const { open } = useModals();
  const id = Number(usePageParams('OfficeOrder')?.id ?? 0);
  const feedback = useOrderFeedback();
  const form = useZodForm(reviewForm, { rating: '5', comment: '' });
  // The feedback takes no idempotency key: a second press while it is on its way is dropped by useFormSubmit.
  const { submit, refusal } = useFormSubmit(form, {
    send: ({ rating, comment }) =>
      feedback.mutateAsync({ params: { path: { id } }, body: { rating, ...(comment ? { comment } : {}) } }),
    onDone: () => open('thank-you', { text: t('gwReview.thanks') }),
  });
  return (
    <Dialog open onClose={close} title={t('gwReview.title')} closeLabel={t('close')}>
      {id === 0 ? (
        <p>{t('document.fromOrder')}</p>
      ) : (
        <form className={styles.reviewForm} onSubmit={submit} noValidate>
          <FormRefusal message={refusal} />
          <p className={styles.muted}>{t('gwReview.lead')}</p>
          <fieldset className={styles.stars}>
            <legend>{t('orders:feedback.title')}</legend>
            {STARS.map((n) => (
              <label key={n} className={styles.star}>
                <input type="radio" value={n} {...form.register('rating')} />
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
            maxLength={Comment.maxLength ?? undefined}
            {...form.register('comment')}
          />
          <Button type="submit" disabled={feedback.isPending}>
            {t('orders:feedback.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
};
