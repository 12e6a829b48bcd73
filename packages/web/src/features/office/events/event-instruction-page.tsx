import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import grid from '../../../ui/card-grid.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { RichText } from '../../../ui/rich-text';
import { useEventInstruction } from './api/get-event-instruction';

/** Spec 1 §2 /office/events/{event_path}/instruction: how to take part in the event. */
export const EventInstructionPage = () => {
  const { t } = useTranslation('events');
  const eventPath = useParams().eventPath ?? '';
  const instruction = useEventInstruction(eventPath);
  return (
    <div className={grid.page}>
      <QueryView query={instruction} group="events">
        {({ event, instruction: html }) => (
          <>
            <PageTitle title={t('instruction.title', { name: event.name })} />
            <h1 className={grid.title}>{t('instruction.title', { name: event.name })}</h1>
            {html ? <RichText html={html} /> : <p>{t('instruction.none')}</p>}
            <Link to={paths.OfficeEvent.href({ eventId: event.id })}>{t('instruction.back')}</Link>
          </>
        )}
      </QueryView>
    </div>
  );
};
