import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { liveChatApplies } from '../../../lib/live-chat';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useServices } from './api/get-services';
import styles from './services.module.css';

/**
 * /office/services (spec 1 §2): the five service pages, and where the live chat applies (the site's
 * chat flag in this language and the API's chat settings) the way into the chat-options modal.
 */
export const ServicesHubPage = () => {
  const { t, i18n } = useTranslation('services');
  const query = useServices();
  const { open } = useModals();
  const chatHere = liveChatApplies(useSite(), i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <QueryView query={query} group="office">
        {(data) => (
          <>
            {chatHere && data.chat && (
              <div className={styles.chatBar}>
                <Button variant="secondary" onClick={() => open('chat-options')}>
                  {t('chat.open')}
                </Button>
                <span className={styles.muted}>{t('chat.lead')}</span>
              </div>
            )}
            <ul className={styles.tiles}>
              {data.services.map(({ page }) => (
                <li key={page}>
                  <Link className={styles.tile} to={paths.OfficeService.href({ service: page })}>
                    <span className={styles.tileTitle}>{t(`service.${page}.title` as 'service.pulse.title')}</span>
                    <span className={styles.muted}>{t(`service.${page}.about` as 'service.pulse.about')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </div>
  );
};
