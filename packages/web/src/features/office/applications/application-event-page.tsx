import { DECIDED_STATUSES } from '@gf/contracts/rules/event-application-rules';
import { useParams } from 'react-router-dom';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import grid from '../../../ui/card-grid.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { RichText } from '../../../ui/rich-text';
import { useApplicationEvent } from './api/get-application-event';
import { ApplicationStatus } from './components/application-status';
import { ApplicationSummary } from './components/application-summary';

/** Spec 1 §2 /office/orders/application-events/{event_id}: the event, the user's application, the way to apply. */
export const ApplicationEventPage = () => {
  const { t, i18n } = useTranslation('applications');
  const site = useSite();
  const modals = useModals();
  const eventId = Number(useParams().eventId);
  const page = useApplicationEvent(eventId);
  return (
    <div className={grid.page}>
      <Link to={paths.OfficeApplicationEvents.href()}>{t('event.back')}</Link>
      <QueryView query={page} group="events">
        {({ event, application_status: status, form }) => (
          <>
            <PageTitle title={event.name} />
            <h1 className={grid.title}>{event.name}</h1>
            <p className={grid.muted}>
              {t('event.dates', {
                from: formatDate(event.date_from, site.dateFormat),
                to: formatDate(event.date_to, site.dateFormat),
              })}{' '}
              · {event.city}, {event.address}
            </p>
            <p>{t('event.price', { price: formatPrice(event.price, event.currency_code, i18n.language) })}</p>
            <RichText html={event.description} />
            <div className={grid.links}>
              {(status === null || !DECIDED_STATUSES.includes(status)) && (
                <Link className={grid.action} to={paths.OfficeEventApplication.href({ eventId })}>
                  {status === null ? t('event.apply') : status === 'draft' ? t('event.continue') : t('event.change')}
                </Link>
              )}
              <Button variant="secondary" onClick={() => modals.open('event-registration-info')}>
                {t('event.howItWorks')}
              </Button>
            </div>
            <section aria-labelledby="application-yours">
              <h2 id="application-yours" className={grid.subtitle}>
                {t('event.yours')}
              </h2>
              <ApplicationStatus status={status} />
              {form.application && <ApplicationSummary form={form} application={form.application} />}
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
};
