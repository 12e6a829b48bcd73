import { useParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { BRAND_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { NotFound } from '../../../ui/not-found';
import { Spinner } from '../../../ui/spinner';
import { useConversation } from './api/get-conversation';
import { useMailRights } from './api/mail-rights';
import { useHeaderFollows } from './api/unread';
import { recipientName } from './components/recipient-name';
import { ReplyForm } from './components/reply-form';
import { Thread } from './components/thread';
import { useThread } from './components/use-thread';
import styles from './mail-conversation.module.css';

const Conversation = ({ id }: { id: number }) => {
  const { t } = useTranslation('mail');
  const conversation = useConversation(id);
  const thread = useThread(conversation.data, id);
  const rights = useMailRights();
  useHeaderFollows(conversation.data?.unread_mail);

  if (conversation.isPending) return <Spinner label={t('conversation.loading')} />;
  if (conversation.error && !conversation.data) {
    const failure = readEnvelope(conversation.error);
    return failure.status === 404 ? (
      <Alert>
        <p>{t('errors.notYours')}</p>
        <Link to={paths.MailHome.href()}>{t('conversation.back')}</Link>
      </Alert>
    ) : (
      <Alert>
        <p>{t('conversation.failed')}</p>
        <Button variant="secondary" onClick={() => void conversation.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const { conversation: head } = conversation.data;
  return (
    <>
      <title>{`${head.subject} · ${t('title')} · ${BRAND_NAME}`}</title>
      <header className={styles.head}>
        <Link to={paths.MailHome.href()} className={styles.back}>
          {t('conversation.back')}
        </Link>
        <h1 className={styles.title}>{head.subject}</h1>
        {head.title !== head.subject && <p className={styles.subtitle}>{head.title}</p>}
        <p className={styles.meta}>
          <span>{recipientName(t, head.recipient)}</span>
          {head.order_number &&
            (head.order_id === null ? (
              <span>{t('order', { number: head.order_number })}</span>
            ) : (
              <Link to={paths.OfficeOrder.href({ id: head.order_id })}>
                {t('order', { number: head.order_number })}
              </Link>
            ))}
        </p>
      </header>
      {conversation.error && <Alert tone="warning">{t('conversation.liveFailed')}</Alert>}
      <Thread
        thread={thread}
        polledAt={conversation.dataUpdatedAt}
        other={recipientName(t, head.recipient)}
        marksRead={rights.marksRead}
      />
      {rights.canWrite ? (
        <ReplyForm conversationId={id} onSent={thread.add} />
      ) : (
        <p className={styles.hint}>{t('conversation.readOnly')}</p>
      )}
    </>
  );
};

/** A conversation (spec 1 §2 /office/mail/{conversation_id}/): its messages and the reply. */
export const MailConversationPage = () => {
  const id = Number(useParams().conversationId);
  if (!Number.isInteger(id) || id < 1) return <NotFound back={paths.MailHome.href()} />;
  return (
    <div className={styles.page}>
      {/* A new conversation starts afresh: nothing of the last one's thread carries over. */}
      <Conversation key={id} id={id} />
    </div>
  );
};
