import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from '../../ui/icons';
import styles from './server-problems-banner.module.css';

interface ServerProblemsBannerProps {
  visible: boolean;
  onDismiss: () => void;
}

/** Spec 1 §8: server problems (429, 5xx, no answer) show this banner; the page stays where it is. */
export const ServerProblemsBanner = ({ visible, onDismiss }: ServerProblemsBannerProps) => {
  const { t } = useTranslation('errors');
  // The live region stays in the page so screen readers announce the banner when it appears.
  return (
    <div role="alert" className={visible ? styles.banner : undefined}>
      {visible && (
        <>
          <p className={styles.text}>
            <strong>{t('serverProblems.title')}</strong> {t('serverProblems.text')}
          </p>
          <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('serverProblems.dismiss')}>
            <CloseIcon />
          </button>
        </>
      )}
    </div>
  );
};
