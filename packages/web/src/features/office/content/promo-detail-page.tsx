import { useParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { ButtonLink } from '../../../ui/button';
import { NotFound } from '../../../ui/not-found';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { RichText } from '../../../ui/rich-text';
import { usePromo } from './api/get-promo';
import styles from './content.module.css';

/** The gateway's answers for a promo that is not running (404) or a name no promo could have (400). */
const NO_PROMO = [404, 400];

/** /office/promo/{page} (spec 1 §2): one promo, its text from the CMS sanitised like every CMS text. */
export const PromoDetailPage = () => {
  const { t } = useTranslation('content');
  const site = useSite();
  const { page = '' } = useParams();
  const query = usePromo(page);
  if (query.isError && NO_PROMO.includes(readEnvelope(query.error).status))
    return <NotFound back={paths.OfficePromo.href()} />;
  return (
    <div className={styles.page}>
      <QueryView query={query} group="office">
        {(promo) => (
          <article data-promo={promo.page}>
            <PageTitle title={promo.title} />
            <h1 className={styles.title}>{promo.title}</h1>
            {(promo.date_from || promo.date_to) && (
              <p className={styles.lead}>
                {t('promo.dates', {
                  from: promo.date_from ? formatDate(promo.date_from, site.dateFormat) : '…',
                  to: promo.date_to ? formatDate(promo.date_to, site.dateFormat) : '…',
                })}
              </p>
            )}
            <img src={promo.image} alt="" className={styles.cover} width={1200} height={500} />
            <RichText html={promo.content} />
            <ButtonLink variant="secondary" to={paths.OfficePromo.href()}>
              {t('promo.all')}
            </ButtonLink>
          </article>
        )}
      </QueryView>
    </div>
  );
};
