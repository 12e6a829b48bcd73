import { useTranslation } from '../../../../i18n/use-translation';
import type { ApplicationEvent } from '../api/get-application-events';
import styles from '../applications.module.css';

/** The user's application status for an event (spec 2 §3), "no application yet" when there is none. */
export const ApplicationStatus = ({ status }: { status: ApplicationEvent['application_status'] }) => {
  const { t } = useTranslation('applications');
  return (
    <p className={styles.status} data-status={status ?? 'none'}>
      {t(`status.${status ?? 'none'}`)}
    </p>
  );
};
