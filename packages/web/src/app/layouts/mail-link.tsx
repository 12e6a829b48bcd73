import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { Link } from '../../lib/link';
import { useOfficePages } from '../../lib/office-access';
import { MailIcon } from '../../ui/icons';
import styles from './mail-link.module.css';

/** Counts above this show as "99+": the badge keeps its size. */
const MAX_SHOWN_UNREAD = 99;

/** The header's way to office mail, with the unread count the auth reply carries (spec 2 §2 MailHome). */
export const MailLink = () => {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const offered = useOfficePages();
  if (!auth.data?.signedIn || !offered('MailHome')) return null;
  const unread = auth.data.unread_mail;
  return (
    <Link to={paths.MailHome.href()} className={styles.link} data-unread={unread}>
      <MailIcon />
      <span className={styles.visuallyHidden}>
        {unread > 0 ? t('mailUnread', { count: unread }) : t('office.mail')}
      </span>
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > MAX_SHOWN_UNREAD ? `${MAX_SHOWN_UNREAD}+` : unread}
        </span>
      )}
    </Link>
  );
};
