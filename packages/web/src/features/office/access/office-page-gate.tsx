import type { OfficePage } from '@gf/contracts/rules/office-access';
import type { ComponentType } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { useOfficeRefusal } from '../../../lib/office-access';
import { Alert } from '../../../ui/alert';
import { PageTitle } from '../../../ui/page-title';
import { Spinner } from '../../../ui/spinner';
import styles from './office-page-gate.module.css';

/**
 * An office page behind the access table: a visitor who may not open it (a direct link, a bookmark,
 * another account's link) is told why, and the page never renders (nor before the visitor is known),
 * so nothing asks the gateway for a read it would refuse.
 */
export const OfficePageGate = ({ name, Page }: { name: OfficePage; Page: ComponentType }) => {
  const { t } = useTranslation('shell');
  const common = useTranslation().t;
  const why = useOfficeRefusal()(name);
  // Until the visitor is known the page waits: rendered early, it would ask for what may be refused.
  if (why === undefined) return <Spinner label={common('loading')} fullPage />;
  if (why === null) return <Page />;
  return (
    <section className={styles.refused} data-refused={why}>
      <PageTitle title={t('officeRefused.title')} />
      <h1 className={styles.title}>{t('officeRefused.title')}</h1>
      <Alert tone="info">{t(`officeRefused.${why}`)}</Alert>
      <p className={styles.home}>
        <Link to={paths.MyOffice.href()}>{t('officeRefused.home')}</Link>
      </p>
    </section>
  );
};
