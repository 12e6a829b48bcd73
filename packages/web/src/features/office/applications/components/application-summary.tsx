import { useTranslation } from '../../../../i18n/use-translation';
import type { ApplicationFormData, EventApplication } from '../api/get-application-event';
import { scanHref } from '../api/scans';
import styles from '../applications.module.css';

/** The application as the organisers have it (spec 2 §3): what was sent, read back. */
export const ApplicationSummary = ({
  form,
  application,
}: {
  form: ApplicationFormData;
  application: EventApplication;
}) => {
  const { t } = useTranslation('applications');
  const none = t('summary.none');
  const packages = form.packages.filter((p) => application.package_ids.includes(p.id)).map((p) => p.name);
  const passport = application.passport;
  return (
    <dl className={styles.summary} data-testid="application-summary">
      <dt>{t('summary.type')}</dt>
      <dd>
        {application.type === 'participant' || application.type === 'companion' ? t(`types.${application.type}`) : none}
      </dd>
      <dt>{t('summary.name')}</dt>
      <dd>{passport ? `${passport.first_name} ${passport.last_name}` : none}</dd>
      <dt>{t('summary.size')}</dt>
      <dd>{application.clothes_size ?? none}</dd>
      <dt>{t('summary.packages')}</dt>
      <dd>{packages.length > 0 ? packages.join(', ') : none}</dd>
      <dt>{t('summary.scans')}</dt>
      <dd>
        {application.scans.length > 0 ? (
          <ul className={styles.scans}>
            {application.scans.map((scan) => (
              <li key={scan.id}>
                <a href={scanHref(scan.id)} download>
                  {t(`scanTypes.${scan.type}`)}: {scan.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </dd>
    </dl>
  );
};
