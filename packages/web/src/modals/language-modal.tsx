import { useState } from 'react';
import { useSite } from '../api/get-site';
import { useChangeLanguage } from '../api/use-change-language';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';
import { useTranslation } from '../i18n/use-translation';
import { Dialog } from '../ui/dialog';
import { CheckIcon } from '../ui/icons';
import styles from './language-modal.module.css';
import type { ModalComponentProps } from './modal-definition';

/** Spec 1 §2, modal "language": the languages this site offers, each written in itself. */
export const LanguageModal = ({ close: onClose }: ModalComponentProps) => {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const changeLanguage = useChangeLanguage();
  const [pending, setPending] = useState<string | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  // The site's order, limited to languages the client has text for.
  const offered = site.languages.flatMap((code) => LANGUAGES.filter((language) => language.code === code));

  const choose = async (code: LanguageCode) => {
    if (code !== current) {
      setPending(code);
      try {
        await changeLanguage(code);
      } finally {
        setPending(null);
      }
    }
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('language.title')}
      description={t('language.hint')}
      closeLabel={t('language.close')}
    >
      <ul className={styles.list}>
        {offered.map(({ code, nativeName, rtl }) => {
          const selected = code === current;
          return (
            <li key={code}>
              <button
                type="button"
                className={styles.option}
                aria-current={selected ? 'true' : undefined}
                data-autofocus={selected ? '' : undefined}
                disabled={pending !== null}
                onClick={() => void choose(code)}
              >
                {/* Each name is in its own language: `lang` gets it pronounced right, `dir` laid out right. */}
                <span lang={code} dir={rtl ? 'rtl' : 'ltr'}>
                  {nativeName}
                </span>
                {selected ? <CheckIcon className={styles.check} /> : <span className={styles.code}>{code}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
};
