import { useTranslation } from '../../../i18n/use-translation';
import cardStyles from '../../../ui/card.module.css';
import { PageTitle } from '../../../ui/page-title';
import { StructureSearch } from './components/structure-search';
import { StructureTree } from './components/structure-tree';
import styles from './team.module.css';

/** /office/business/structure: the team as a tree opened on demand, and a search by number or name. */
export const StructurePage = () => {
  const { t } = useTranslation('team');
  return (
    <div className={styles.page}>
      <PageTitle title={t('structure.title')} />
      <h1 className={styles.title}>{t('structure.title')}</h1>
      <p className={styles.muted}>{t('structure.intro')}</p>
      <StructureSearch />
      <div className={`${cardStyles.card} ${styles.treeCard}`}>
        <StructureTree />
      </div>
    </div>
  );
};
