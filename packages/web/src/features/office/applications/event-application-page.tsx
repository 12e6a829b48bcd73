import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import grid from '../../../ui/card-grid.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useApplicationForm } from './api/get-application-event';
import { ApplicationForm } from './components/application-form';

/** Spec 1 §2 /office/orders/application-events/{event_id}/application: the application form. */
export const EventApplicationPage = () => {
  const { t } = useTranslation('applications');
  const modals = useModals();
  const eventId = Number(useParams().eventId);
  const page = useApplicationForm(eventId);
  // A failed background read (after an upload) keeps the form and every answer in it on screen.
  const view = { ...page, isError: page.isError && page.data === undefined };
  return (
    <div className={grid.page}>
      <Link to={paths.OfficeApplicationEvents.href()}>{t('event.back')}</Link>
      <QueryView query={view} group="events">
        {({ form }) => (
          <>
            <PageTitle title={t('form.title', { name: form.event_name })} />
            <h1 className={grid.title}>{t('form.title', { name: form.event_name })}</h1>
            <div className={grid.links}>
              <Button variant="secondary" onClick={() => modals.open('event-registration-info')}>
                {t('event.howItWorks')}
              </Button>
            </div>
            <ApplicationForm eventId={eventId} form={form} />
          </>
        )}
      </QueryView>
    </div>
  );
};
