import { Outlet } from 'react-router-dom';
import { CartSync } from '../../features/cart/cart-sync';
import { useTranslation } from '../../i18n/use-translation';
import styles from './corporate-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Spec 1 §2: the corporate layout (home, company, news, ...). */
export const CorporateLayout = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      {/* A plain fragment link: the browser scrolls to <main> and moves focus there (tabIndex -1). */}
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {/* A sign-in from the corporate header merges the cart too (spec 2 §4). */}
      <CartSync />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
};
