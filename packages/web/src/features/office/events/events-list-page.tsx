import { useTranslation } from '../../../i18n/use-translation';
import grid from '../../../ui/card-grid.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useEvents } from './api/get-events';
import { EventCard } from './components/event-card';

/** Spec 1 §2 /office/events and /office/orders/events: the upcoming company events. */
export const EventsListPage = () => {
  const { t } = useTranslation('events');
  const events = useEvents();
  return (
    <div className={grid.page}>
      <PageTitle title={t('list.title')} />
      <h1 className={grid.title}>{t('list.title')}</h1>
      <QueryView query={events} group="events" isEmpty={(data) => data.events.length === 0} empty={t('list.none')}>
        {(data) => (
          <ul className={grid.cards} aria-label={t('list.title')}>
            {data.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
};
