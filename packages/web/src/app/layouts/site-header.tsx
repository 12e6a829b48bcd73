import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { findLanguage } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { CloseIcon, GlobeIcon, LeafIcon, MenuIcon } from '../../ui/icons';
import { AccountMenu } from './account-menu';
import { MailLink } from './mail-link';
import styles from './site-header.module.css';

/** Spec 1 §1: the corporate pages, then the shop. */
const NAV = [
  { route: paths.Home, label: 'nav.home', end: true },
  { route: paths.Company, label: 'nav.company' },
  { route: paths.News, label: 'nav.news' },
  { route: paths.Geography, label: 'nav.geography' },
  { route: paths.Opportunities, label: 'nav.opportunities' },
  { route: paths.Eco, label: 'nav.eco' },
  { route: paths.Production, label: 'nav.production' },
  { route: paths.ShopMain, label: 'nav.shop' },
] as const;

export const SiteHeader = () => {
  const { t, i18n } = useTranslation();
  const { open } = useModals();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const nativeName = findLanguage(language)?.nativeName ?? language;

  // Spec 1 §4: the nav menu is open or closed; following one of its links closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.Home.href()} className={styles.logo}>
          <span className={styles.logoMark}>
            <LeafIcon width={18} height={18} />
          </span>
          <span className={styles.logoName}>{BRAND_NAME}</span>
        </Link>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.languageButton}
            aria-haspopup="dialog"
            onClick={() => open('language')}
          >
            <GlobeIcon />
            {/* What shows depends on the width; what is read is always the full sentence. */}
            <span aria-hidden="true" className={styles.languageCode}>
              {language.split('-')[0]}
            </span>
            <span aria-hidden="true" className={styles.languageName}>
              {nativeName}
            </span>
            <span className={styles.visuallyHidden}>{t('language.button', { language: nativeName })}</span>
          </button>
          <MailLink />
          <AccountMenu />
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((isOpen) => !isOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav id={navId} aria-label={t('nav.label')} className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
        <ul className={styles.navList}>
          {NAV.map(({ route, label, ...item }) => (
            <li key={route.path}>
              <NavLink to={route.href()} end={'end' in item} className={styles.navLink}>
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
};
