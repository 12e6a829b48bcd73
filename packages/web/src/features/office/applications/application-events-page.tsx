import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { Link } from '../../../lib/link';
import grid from '../../../ui/card-grid.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useApplicationEvents } from './api/get-application-events';
import { ApplicationStatus } from './components/application-status';

/** Spec 1 §2 /office/orders/application-events: events that take applications, and the user's status for each. */
export const ApplicationEventsPage = () => {
  const { t } = useTranslation('applications');
  const site = useSite();
  const events = useApplicationEvents();
  return (
    <div className={grid.page}>
      <PageTitle title={t('list.title')} />
      <h1 className={grid.title}>{t('list.title')}</h1>
      <QueryView query={events} group="events" isEmpty={(data) => data.events.length === 0} empty={t('list.none')}>
        {(data) => (
          <ul className={grid.cards} aria-label={t('list.title')}>
            {data.events.map((event) => (
              <li key={event.id} className={grid.card}>
                <h2 className={grid.cardTitle}>
                  <Link to={paths.OfficeApplicationEvent.href({ eventId: event.id })}>{event.name}</Link>
                </h2>
                <p className={grid.muted}>
                  {t('event.dates', {
                    from: formatDate(event.date_from, site.dateFormat),
                    to: formatDate(event.date_to, site.dateFormat),
                  })}{' '}
                  · {event.city}
                </p>
                <ApplicationStatus status={event.application_status} />
                <Link
                  className={grid.action}
                  to={
                    event.application_status === null
                      ? paths.OfficeEventApplication.href({ eventId: event.id })
                      : paths.OfficeApplicationEvent.href({ eventId: event.id })
                  }
                >
                  {event.application_status === null ? t('list.apply') : t('list.view')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
};
