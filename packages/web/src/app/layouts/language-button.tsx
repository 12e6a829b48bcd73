import { findLanguage } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
import { useModals } from '../../modals/modals-context';
import { GlobeIcon } from '../../ui/icons';
import styles from './shop-layout.module.css';

/** Opens the language modal; shows the language's code, reads its full name. */
export const LanguageButton = () => {
  const { t, i18n } = useTranslation();
  const { open } = useModals();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const nativeName = findLanguage(language)?.nativeName ?? language;
  return (
    <button type="button" className={styles.iconButton} aria-haspopup="dialog" onClick={() => open('language')}>
      <GlobeIcon className={styles.languageIcon} />
      <span aria-hidden="true" className={styles.code}>
        {language.split('-')[0]}
      </span>
      <span className={styles.visuallyHidden}>{t('language.button', { language: nativeName })}</span>
    </button>
  );
};
