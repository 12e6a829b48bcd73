import { useSite } from '../../api/get-site';
import { BRAND_NAME } from '../../config/brand';
import { hrefTo, type RouteName } from '../../config/paths';
import { findLanguage } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/display-names';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { GlobeIcon, LeafIcon } from '../../ui/icons';
import styles from './site-footer.module.css';

/** Spec 1 §2: the home page's contacts scene is number 9 (its section's id is `scene-<number>`). */
const CONTACTS_SCENE = 9;

/** The legal pages a visitor looks for at the foot of every page, with their labels. */
const LEGAL_LINKS: readonly [RouteName, string][] = [
  ['HowToBuy', 'footer.howToBuy'],
  ['LegalTermsOfUse', 'footer.terms'],
  ['PrivacyPolicy', 'footer.privacy'],
  ['CookiesPolicy', 'footer.cookies'],
  ['ReturnPolicy', 'footer.returns'],
];

export const SiteFooter = () => {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const { open } = useModals();
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>
            <LeafIcon />
            {BRAND_NAME}
          </p>
          <p className={styles.about}>{t('footer.about')}</p>
        </div>
        <div className={styles.site}>
          <p className={styles.siteName}>
            {t('footer.site', {
              country: site.countryNames[language] ?? countryName(site.country, language, site.name),
            })}
          </p>
          <button
            type="button"
            className={styles.languageButton}
            aria-haspopup="dialog"
            onClick={() => open('language')}
          >
            <GlobeIcon />
            {findLanguage(language)?.nativeName ?? language}
          </button>
        </div>
        <nav className={styles.links} aria-label={t('footer.legal')}>
          <ul>
            {LEGAL_LINKS.map(([route, label]) => (
              <li key={route}>
                <Link to={hrefTo(route as 'HowToBuy')}>{t(label as 'footer.terms')}</Link>
              </li>
            ))}
            <li>
              <Link to={`${hrefTo('Home')}#scene-${CONTACTS_SCENE}`}>{t('footer.contacts')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear(), brand: BRAND_NAME })}</p>
      </div>
    </footer>
  );
};
