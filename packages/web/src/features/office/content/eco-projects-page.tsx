import { useTranslation } from '../../../i18n/use-translation';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useEcoProjects } from './api/get-eco-achievements';
import { EcoFigures } from './components/eco-figures';
import styles from './content.module.css';

/** /office/eco-achievements/projects (spec 1 §2): the company's eco projects and what each achieved. */
export const EcoProjectsPage = () => {
  const { t } = useTranslation('content');
  const query = useEcoProjects();
  return (
    <div className={styles.page}>
      <PageTitle title={t('eco.projects')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('eco.projects')}</h1>
      </header>
      <QueryView query={query} group="office" isEmpty={(d) => d.projects.length === 0} empty={t('eco.noProjects')}>
        {(data) => (
          <div className={styles.blocks}>
            {data.projects.map((project) => (
              <Card key={project.id} title={project.name}>
                <img src={project.image} alt="" className={styles.cover} width={600} height={250} />
                <p>{project.description}</p>
                <EcoFigures stats={project.stats} label={project.name} />
              </Card>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
};
