import { useState } from 'react';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { Link } from '../../lib/link';
import { Button } from '../../ui/button';
import { useInBrowser } from '../../ui/use-in-browser';
import styles from './imported-notice.module.css';

/** Dismissed notices are kept per account for the tab's life. */
const DISMISSED_KEY = 'gf_imported_notice_dismissed';

/**
 * Spec 1 §3 auth data is_imported: the account came over from the previous system, so its details
 * may be stale or incomplete. The office says so above its pages and leads to the profile, until
 * the user dismisses it.
 */
export const ImportedNotice = () => {
  const { t } = useTranslation('account');
  const auth = useAuth().data;
  const account = auth?.user?.id ?? auth?.user?.number ?? 'me';
  // This tab's choice is read once the browser has taken the gateway's render over (issue 36).
  const dismissedBefore = useInBrowser() && sessionStorage.getItem(DISMISSED_KEY) === String(account);
  const [dismissed, setDismissed] = useState(false);
  if (!auth?.imported || auth.spectator || dismissed || dismissedBefore) return null;
  return (
    <aside className={styles.notice} aria-label={t('imported.label')} data-imported-notice="">
      <p className={styles.text}>{t('imported.text')}</p>
      <Link to={paths.OfficeProfile.href()}>{t('imported.profile')}</Link>
      <Button
        variant="quiet"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, String(account));
          setDismissed(true);
        }}
      >
        {t('imported.dismiss')}
      </Button>
    </aside>
  );
};
