import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { RichText } from '../../../ui/rich-text';
import { Spinner } from '../../../ui/spinner';
import { useNewsItem } from '../api/get-news-item';
import type { NewsItem } from '../api/get-news-page';
import styles from './news-modal.module.css';

export interface NewsModalProps {
  /** The news item to open. */
  id: number;
  /** What the opener's list already knows (title, date, image): shown at once while the text loads. */
  preview?: NewsItem | undefined;
}

/** Spec 1 §2 modal "news": one news item by its id, with its full text. */
export const NewsModal = ({ props, close }: ModalComponentProps<NewsModalProps>) => {
  const { t } = useTranslation(['news', 'corporate']);
  const site = useSite();
  const query = useNewsItem(props.id);
  const news = query.data ?? props.preview;
  return (
    <Dialog
      open
      onClose={close}
      title={news?.title ?? t('news:title')}
      closeLabel={t('corporate:close')}
      className={styles.dialog}
    >
      {news && (
        <p className={styles.meta}>
          <time dateTime={news.date}>{formatDate(news.date, site.dateFormat)}</time>
          {news.tags.map((tag) => (
            <span key={tag.id} className={styles.tag}>
              {tag.name}
            </span>
          ))}
        </p>
      )}
      {news?.image && <img src={news.image} alt="" className={styles.image} />}
      {query.isPending && <Spinner label={t('corporate:state.loading')} />}
      {query.isError && (
        <div role="alert" className={styles.error}>
          <p>{t('corporate:state.errorTitle')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('corporate:state.retry')}
          </Button>
        </div>
      )}
      {query.data && <RichText html={query.data.text} className={styles.text} />}
    </Dialog>
  );
};
