import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useEcoAchievements } from './api/get-eco-achievements';
import { EcoFigures } from './components/eco-figures';
import styles from './content.module.css';

/** /office/eco-achievements (spec 1 §2): the user's eco statistics beside the company's. */
export const EcoAchievementsPage = () => {
  const { t } = useTranslation('content');
  const query = useEcoAchievements();
  return (
    <div className={styles.page}>
      <PageTitle title={t('eco.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('eco.title')}</h1>
        <p className={styles.lead}>{t('eco.intro')}</p>
      </header>
      <QueryView query={query} group="office">
        {(data) => (
          <div className={styles.blocks}>
            <Card title={t('eco.mine')}>
              <EcoFigures stats={data.mine} label={t('eco.mine')} />
            </Card>
            <Card title={t('eco.company')}>
              <EcoFigures stats={data.company} label={t('eco.company')} />
              <ButtonLink variant="secondary" to={paths.OfficeEcoProjects.href()}>
                {t('eco.toProjects')}
              </ButtonLink>
            </Card>
          </div>
        )}
      </QueryView>
    </div>
  );
};
