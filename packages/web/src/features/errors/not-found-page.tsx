import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import styles from './not-found-page.module.css';

/**
 * Spec 1 §2: unknown paths show a 404 error page (inside the corporate layout, so the way back is
 * visible). `data-page` lets the browser suite tell it from a page's own content.
 */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-page="not-found">
      <title>{`${t('notFound.title')} · ${BRAND_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <div>
        <p className={styles.code}>{t('notFound.code')}</p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <ButtonLink to={paths.Home.href()}>{t('notFound.home')}</ButtonLink>
      </div>
    </div>
  );
};
