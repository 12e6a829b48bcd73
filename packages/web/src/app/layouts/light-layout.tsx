import { Outlet } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/link';
import { LeafIcon } from '../../ui/icons';
import { LanguageButton } from './language-button';
import styles from './shop-layout.module.css';

/** Spec 1 §2: the light layout: the brand and the page, nothing to wander off to. */
export const LightLayout = () => {
  return (
    <div className={styles.light}>
      <header className={styles.lightHeader}>
        <Link to={paths.Home.href()} className={styles.logo}>
          <span className={styles.logoMark}>
            <LeafIcon width={18} height={18} />
          </span>
          {BRAND_NAME}
        </Link>
        <LanguageButton />
      </header>
      <main id="main" tabIndex={-1} className={styles.lightMain}>
        <Outlet />
      </main>
    </div>
  );
};

/**
 * Spec 1 §2: the external-auth layout, for pages a messenger or voice assistant opens: the brand,
 * a centred card, and no links away (the visitor came to sign in and go back).
 */
export const ExternalAuthLayout = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.external}>
      <header className={styles.externalHeader}>
        <span className={styles.logo}>
          <span className={styles.logoMark}>
            <LeafIcon width={18} height={18} />
          </span>
          {BRAND_NAME}
        </span>
        <LanguageButton />
      </header>
      <main id="main" tabIndex={-1} className={styles.externalMain}>
        <Outlet />
      </main>
      <footer className={styles.externalFooter}>
        <p>{t('footer.rights', { year: new Date().getFullYear(), brand: BRAND_NAME })}</p>
      </footer>
    </div>
  );
};
