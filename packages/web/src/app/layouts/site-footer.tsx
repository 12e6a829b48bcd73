import { useTranslation } from 'react-i18next';
import { useSite } from '../../api/get-site';
import { BRAND_NAME } from '../../config/brand';
import { findLanguage } from '../../i18n/languages';
import { countryName } from '../../lib/display-names';
import { useModals } from '../../modals/modals-context';
import { GlobeIcon, LeafIcon } from '../../ui/icons';
import styles from './site-footer.module.css';

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
            {t('footer.site', { country: countryName(site.country, language, site.name) })}
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
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear(), brand: BRAND_NAME })}</p>
      </div>
    </footer>
  );
};
