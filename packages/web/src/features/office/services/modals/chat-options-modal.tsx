import { useState } from 'react';
import { useSite } from '../../../../api/get-site';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../lib/link';
import { liveChatApplies, openLiveChat } from '../../../../lib/live-chat';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { useServices } from '../api/get-services';
import styles from '../services.module.css';

/**
 * Spec 1 §2 modal "chat-options": the ways to talk to the company. The chat on the site is offered
 * where it applies (the site's chat flag for this language, spec 1 §1, and the API's live-chat
 * settings, spec 2 §7 webim); the support mail and the messenger assistant everywhere.
 */
export const ChatOptionsModal = ({ close }: ModalComponentProps) => {
  const { t, i18n } = useTranslation('services');
  const site = useSite();
  const services = useServices();
  const [missing, setMissing] = useState(false);
  const live = liveChatApplies(site, i18n.resolvedLanguage ?? i18n.language) && services.data?.chat === true;
  const startLiveChat = () => {
    if (openLiveChat()) close();
    else setMissing(true);
  };
  return (
    <Dialog open onClose={close} title={t('chat.title')} closeLabel={t('chat.close')}>
      <ul className={styles.options}>
        {live && (
          <li className={styles.option} data-option="live">
            <Button onClick={startLiveChat}>{t('chat.live')}</Button>
            <span className={styles.muted}>{t('chat.liveAbout')}</span>
          </li>
        )}
        <li className={styles.option} data-option="mail">
          <Link to={paths.MailHome.href()} onClick={close} className={styles.optionLink}>
            {t('chat.mail')}
          </Link>
          <span className={styles.muted}>{t('chat.mailAbout')}</span>
        </li>
        <li className={styles.option} data-option="assistant">
          <Link
            to={paths.OfficeService.href({ service: 'voice-assistant' })}
            onClick={close}
            className={styles.optionLink}
          >
            {t('chat.assistant')}
          </Link>
          <span className={styles.muted}>{t('chat.assistantAbout')}</span>
        </li>
      </ul>
      {missing && <Alert tone="warning">{t('chat.liveMissing')}</Alert>}
    </Dialog>
  );
};
