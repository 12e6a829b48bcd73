import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { useModals } from '../../modals/modals-context';
import { isModalName } from '../../modals/registry';
import { LeafIcon } from '../../ui/icons';
import { routes } from '../routes';
import { SHOP_WRAPPER_ATTRIBUTE } from '../use-scroll-to-top';
import { AccountMenu } from './account-menu';
import corporate from './corporate-layout.module.css';
import { LanguageButton } from './language-button';
import styles from './shop-layout.module.css';
import { SiteFooter } from './site-footer';

const SearchIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
  </svg>
);

/** The search modal is the corporate pages' (spec 1 §2); the button shows once it is registered. */
const SEARCH_MODAL = 'search';

const ShopHeader = () => {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const { open } = useModals();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={routes.ShopMain.href()} className={styles.logo}>
          <span className={styles.logoMark}>
            <LeafIcon width={18} height={18} />
          </span>
          <span>
            {BRAND_NAME}
            <span className={styles.logoSub}>{t('nav.shop')}</span>
          </span>
        </Link>
        <div className={styles.actions}>
          {isModalName(SEARCH_MODAL) && (
            <button
              type="button"
              className={styles.iconButton}
              aria-haspopup="dialog"
              aria-label={tShell('search')}
              onClick={() => open(SEARCH_MODAL)}
            >
              <SearchIcon />
            </button>
          )}
          <LanguageButton />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
};

/**
 * Spec 1 §2: the shop layout. Its content scrolls inside the shop wrapper (the header stays),
 * which every navigation scrolls back to the top as well.
 */
export const ShopFrame = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className={corporate.skip} href="#main">
        {t('skipToContent')}
      </a>
      <ShopHeader />
      <div className={styles.wrapper} {...{ [SHOP_WRAPPER_ATTRIBUTE]: '' }}>
        {children}
        <SiteFooter />
      </div>
    </div>
  );
};

export const ShopLayout = () => (
  <ShopFrame>
    <main id="main" tabIndex={-1} className={styles.main}>
      <Outlet />
    </main>
  </ShopFrame>
);
