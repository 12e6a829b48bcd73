import { useSite } from '../../../api/get-site';
import { formatDate } from '../../../lib/format-date';
import type { NewsItem } from '../api/get-news-page';
import styles from './news-card.module.css';

interface NewsCardProps {
  news: NewsItem;
  onOpen: (id: number) => void;
  headingLevel?: 'h2' | 'h3';
}

/** One news item in a list; the whole card opens the news modal (its title is the button). */
export const NewsCard = ({ news, onOpen, headingLevel: Heading = 'h3' }: NewsCardProps) => {
  const site = useSite();
  return (
    <article className={styles.card}>
      {news.image && <img src={news.image} alt="" loading="lazy" className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={news.date}>{formatDate(news.date, site.dateFormat)}</time>
          {news.tags.map((tag) => (
            <span key={tag.id} className={styles.tag}>
              {tag.name}
            </span>
          ))}
        </p>
        <Heading className={styles.title}>
          <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => onOpen(news.id)}>
            {news.title}
          </button>
        </Heading>
        <p className={styles.preview}>{news.preview}</p>
      </div>
    </article>
  );
};
