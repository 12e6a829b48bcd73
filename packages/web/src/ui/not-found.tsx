import { BRAND_NAME } from '../config/brand';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n/use-translation';
import { ButtonLink } from './button';
import styles from './not-found.module.css';

/**
 * Spec 1 §2: the 404 error page's content, for an unknown path and for a path a page could not
 * find its content for (an office CMS section). `data-page` lets the browser suite tell it from a
 * page's own content.
 */
export const NotFound = ({ back = paths.Home.href() }: { back?: string }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-page="not-found">
      <title>{`${t('notFound.title')} · ${BRAND_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <div>
        <p className={styles.code}>{t('notFound.code')}</p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <ButtonLink to={back}>{t('notFound.home')}</ButtonLink>
      </div>
    </div>
  );
};
