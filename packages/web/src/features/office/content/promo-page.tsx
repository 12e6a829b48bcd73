import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { usePromoList } from './api/get-promo';
import styles from './content.module.css';

/** /office/promo (spec 1 §2): the current promos, each leading to its page, and GreenJack when it runs. */
export const PromoPage = () => {
  const { t, i18n } = useTranslation('content');
  const site = useSite();
  const query = usePromoList();
  const date = (value: string | null) => (value ? formatDate(value, site.dateFormat) : '…');
  return (
    <div className={styles.page}>
      <PageTitle title={t('promo.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('promo.title')}</h1>
      </header>
      <QueryView
        query={query}
        group="office"
        isEmpty={(d) => d.promos.length === 0 && !d.greenjack}
        empty={t('promo.empty')}
      >
        {(data) => (
          <div className={styles.blocks}>
            {data.greenjack && (
              <Card title={data.greenjack.title} className={styles.wide}>
                <dl className={styles.figures} data-testid="greenjack">
                  <div className={styles.figure}>
                    <dt>{t('greenjack.jackpot')}</dt>
                    <dd className={styles.value}>
                      {formatPrice(
                        data.greenjack.jackpot,
                        data.greenjack.currency_code,
                        i18n.resolvedLanguage ?? i18n.language,
                      )}
                    </dd>
                  </div>
                  <div className={styles.figure}>
                    <dt>{t('greenjack.tickets')}</dt>
                    <dd className={styles.value}>{data.greenjack.tickets}</dd>
                  </div>
                  {data.greenjack.draw_date && (
                    <div className={styles.figure}>
                      <dt>{t('greenjack.draw')}</dt>
                      <dd className={styles.value}>{date(data.greenjack.draw_date)}</dd>
                    </div>
                  )}
                </dl>
              </Card>
            )}
            {data.promos.map((promo) => (
              <Link key={promo.id} className={styles.promo} to={paths.OfficePromoPage.href({ page: promo.page })}>
                <img src={promo.image} alt="" className={styles.cover} width={600} height={250} />
                <span className={styles.badgeName}>{promo.title}</span>
                <span className={styles.muted}>
                  {t('promo.dates', { from: date(promo.date_from), to: date(promo.date_to) })}
                </span>
              </Link>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
};
