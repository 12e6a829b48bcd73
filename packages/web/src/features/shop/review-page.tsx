import { ReviewBody } from '@gf/contracts/gateway/shop';
import { productsOperations } from '@gf/contracts/upstream/products';
import { useParams } from 'react-router-dom';
import { REVIEW_STATUS } from '../../config/constants';
import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useViewer } from '../../lib/auth';
import { useZodForm } from '../../lib/form';
import { useFormSubmit } from '../../lib/form-submit';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormRefusal } from '../../ui/form-refusal';
import { RichText } from '../../ui/rich-text';
import { useProductPage } from './api/get-product-page';
import { useReviewTemplate } from './api/get-review-template';
import { useAddReview } from './api/review-mutations';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

const RATINGS = [5, 4, 3, 2, 1] as const;
/**
 * A review as the gateway checks it (a trimmed text of at most 5000 characters), its rating of 1 to
 * 5 read from the radios' text as the upstream contract reads it.
 */
const reviewForm = ReviewBody.extend({ rating: productsOperations.reviewAdd.body.shape.rating });

/**
 * /shop/brands/{brand}/{code}/review: write a review by the template's rules, or see my review's
 * status (0 new, 1 published, 2 declined) and delete it. A declined review may be written again.
 */
export const ReviewPage = () => {
  const { t } = useTranslation(['product', 'named-modals']);
  const { code = '', brand = '' } = useParams();
  const page = useProductPage(code);
  const template = useReviewTemplate();
  const { signedIn } = useViewer();
  const { open } = useModals();
  const add = useAddReview();
  const form = useZodForm(reviewForm, { rating: '5', text: '' });
  // A review takes no idempotency key: a second press while it is on its way is dropped by useFormSubmit.
  const { submit, refusal } = useFormSubmit(form, {
    send: (body) => add.mutateAsync({ params: { path: { code } }, body }),
    onDone: () => {
      form.resetField('text');
      open('product-review-info');
    },
  });
  const text = form.watch('text');
  const textError = form.formState.errors.text?.message;

  if (page.isPending || template.isPending) return <ShopLoading group="product" />;
  if (page.isError || template.isError)
    return <ShopFailure onRetry={() => void Promise.all([page.refetch(), template.refetch()])} />;
  if (page.data.status !== 'found') return <ShopLoading group="product" />;
  const { product, reviews } = page.data;
  const mine = reviews?.my_review ?? null;
  const canWrite = !mine || mine.status === REVIEW_STATUS.declined;
  const productHref = hrefTo('ShopProduct', { brand, code });

  return (
    <div className={styles.page}>
      <nav aria-label={t('nav.breadcrumbs')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={hrefTo('ShopMain')}>{t('nav.shop')}</Link>
          </li>
          <li>
            <Link to={productHref}>{product.name}</Link>
          </li>
          <li aria-current="page">{t('review.title')}</li>
        </ol>
      </nav>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('review.titleFor', { name: product.name })}</h1>
      </header>
      <RichText html={template.data.rules} className={styles.muted} />
      <p>
        <Button variant="quiet" onClick={() => open('product-review-info')}>
          {t('named-modals:reviewInfo.title')}
        </Button>
      </p>

      {mine && (
        <section className={styles.panel} aria-labelledby="my-review">
          <h2 id="my-review" className={styles.sectionTitle}>
            {t('review.mine')}
          </h2>
          <p className={styles.muted}>
            {t('reviews.mine', {
              status: t(
                `reviews.status.${mine.status === REVIEW_STATUS.new ? 'new' : mine.status === REVIEW_STATUS.published ? 'published' : 'declined'}`,
              ),
            })}
          </p>
          <p style={{ margin: 0 }}>{mine.text}</p>
          <div>
            <Button variant="secondary" onClick={() => open('product-review-delete')}>
              {t('review.delete')}
            </Button>
          </div>
        </section>
      )}

      {add.isSuccess && <Alert tone="info">{t('review.sent')}</Alert>}

      {!signedIn ? (
        <div className={styles.panel}>
          <p className={styles.muted}>{t('review.signIn')}</p>
          <div>
            <Button onClick={() => open('sign-in')}>{t('review.signInButton')}</Button>
          </div>
        </div>
      ) : (
        canWrite && (
          <form className={styles.form} onSubmit={submit} noValidate>
            <FormRefusal message={refusal} />
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('review.rating')}</legend>
              <div className={styles.row}>
                {RATINGS.map((value) => (
                  <label key={value} className={styles.option}>
                    <input type="radio" value={value} {...form.register('rating')} />
                    {t('review.stars', { count: value })}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className={styles.head}>
              {t('review.text')}
              <textarea
                className={styles.textarea}
                maxLength={template.data.max_text_length}
                required
                aria-invalid={textError ? true : undefined}
                {...form.register('text')}
              />
              <span className={styles.muted}>
                {t('review.length', { used: text.length, max: template.data.max_text_length })}
              </span>
            </label>
            {textError && <Alert>{textError}</Alert>}
            <div>
              <Button type="submit" disabled={add.isPending || !text.trim()}>
                {t('review.send')}
              </Button>
            </div>
          </form>
        )
      )}
      <p>
        <Link to={productHref}>{t('review.back')}</Link>
      </p>
    </div>
  );
};
