import { useParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { useTranslation } from '../../../i18n/use-translation';
import { useNumber } from '../../../lib/use-number';
import { useModals } from '../../../modals/modals-context';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { NotFound } from '../../../ui/not-found';
import { PageTitle } from '../../../ui/page-title';
import { PeriodSelect, usePeriodParam } from '../../../ui/period-select';
import { QueryView } from '../../../ui/query-view';
import { type RatingPageData, type RatingRow, useRating } from './api/get-rating';
import { ratingTitle } from './components/rating-title';
import styles from './ratings.module.css';

const Body = ({ rating }: { rating: RatingPageData }) => {
  const { t } = useTranslation('ratings');
  const number = useNumber();
  const { open } = useModals();
  const card = (row: RatingRow) =>
    open('council-member-card', { row, rating: ratingTitle(t, rating.page, rating.title) });
  return (
    <>
      <div className={styles.toolbar}>
        <PeriodSelect periods={rating.periods} value={rating.period.id} label={t('period')} />
        <p className={styles.mine} data-testid="my-place">
          {rating.my_row
            ? t('myPlace', {
                place: rating.my_row.place,
                score: number(rating.my_row.score),
                count: rating.my_row.score,
              })
            : t('notRanked')}
        </p>
      </div>
      <Card title={t('leaders')}>
        {rating.rows.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <DataTable
            label={t('leaders')}
            rows={rating.rows}
            rowId={(row) => `${row.place}-${row.number ?? row.name}`}
            onRowClick={card}
            columns={[
              {
                id: 'place',
                header: t('column.place'),
                cell: (r) => r.place,
                role: 'detail',
                align: 'end',
                // As wide as its heading: "Место", "מקום" must not break inside the word on a phone.
                width: 'auto',
              },
              {
                id: 'name',
                header: t('column.name'),
                cell: (r) => (
                  <span className={r.number !== null && r.number === rating.my_row?.number ? styles.me : undefined}>
                    {r.name}
                  </span>
                ),
                role: 'title',
                width: 'minmax(9rem, 2fr)',
              },
              {
                id: 'country',
                header: t('column.country'),
                cell: (r) => r.country,
                role: 'detail',
                width: 'minmax(4rem, 0.7fr)',
              },
              {
                id: 'score',
                header: t('column.score'),
                cell: (r) => number(r.score),
                role: 'detail',
                align: 'end',
                sortValue: (r) => r.score,
              },
            ]}
          />
        )}
      </Card>
    </>
  );
};

/**
 * /office/ratings/{rating} (spec 1 §2; spec 2 §2 "one page per rating, with a period selector"):
 * the one page every rating is shown by; the gateway's table says which API rating it reads.
 */
export const RatingPage = () => {
  const { t } = useTranslation('ratings');
  const { rating: page = '' } = useParams();
  const rating = useRating(page, usePeriodParam());
  if (rating.isError && readEnvelope(rating.error).status === 404) return <NotFound />;
  const title = ratingTitle(t, page, rating.data?.title);
  return (
    <div className={styles.page} data-rating={page}>
      <PageTitle title={title} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <QueryView query={rating} group="office">
        {(data) => <Body rating={data} />}
      </QueryView>
    </div>
  );
};
