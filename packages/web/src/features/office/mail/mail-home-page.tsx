import { useSearchParams } from 'react-router-dom';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { BRAND_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewer } from '../../../lib/auth';
import { formatDate } from '../../../lib/format-date';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useMailHome } from './api/get-mail-home';
import { useMailRights } from './api/mail-rights';
import { useMailSubscription } from './api/mail-subscription';
import { useHeaderFollows } from './api/unread';
import { recipientName } from './components/recipient-name';
import styles from './mail-home-page.module.css';

/** `?page=`: a positive whole number, else the first page. */
const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The email notifications switch (is_subscribed): says what it is and turns it the other way. */
const Subscription = ({ subscribed }: { subscribed: boolean }) => {
  const { t } = useTranslation('mail');
  const toggle = useMailSubscription();
  const { canWrite } = useMailRights();
  return (
    <div className={styles.subscriptionRow}>
      <p className={styles.subscription} role="status">
        {subscribed ? t('subscribed') : t('notSubscribed')}
      </p>
      {canWrite && (
        <Button
          variant="secondary"
          disabled={toggle.isPending}
          aria-pressed={subscribed}
          onClick={() => toggle.mutate({ body: { is_subscribed: !subscribed } })}
        >
          {subscribed ? t('unsubscribe') : t('subscribe')}
        </Button>
      )}
      {toggle.isError && <Alert>{t('subscriptionFailed')}</Alert>}
    </div>
  );
};

/**
 * MailHome (spec 2 §2): the office mail's conversation list, polled while shown so new mail
 * appears and the header's count follows. A suspended account is sent here by every office call
 * and keeps its mail, told so above the list; should the upstream refuse its mail too (403
 * is_suspended, redirect MailHome), the page is already MailHome and shows the suspended state.
 */
export const MailHomePage = () => {
  const { t } = useTranslation('mail');
  const site = useSite();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const mail = useMailHome(page);
  const { open } = useModals();
  const { user } = useViewer();
  const { canWrite } = useMailRights();
  useHeaderFollows(mail.data?.unread_mail);
  // A failed poll keeps the list shown; only a list never loaded gives way to the failure.
  const failure = mail.error && !mail.data ? readEnvelope(mail.error) : null;

  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${BRAND_NAME}`}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        {mail.data && (
          <p className={styles.summary}>
            {mail.data.unread_mail > 0 ? t('unreadTotal', { count: mail.data.unread_mail }) : t('allRead')}
          </p>
        )}
        {mail.data && canWrite && <Button onClick={() => open('start-conversation')}>{t('start.open')}</Button>}
      </header>

      {/* Sent here by every other office page: the mail still works, the way to ask about it. */}
      {user?.is_suspended && !failure && (
        <section className={styles.suspended} aria-labelledby="suspended-title">
          <h2 id="suspended-title">{t('suspended.title')}</h2>
          <p>{t('suspended.mailOpen')}</p>
        </section>
      )}
      {mail.isPending ? (
        <Spinner label={t('loading')} />
      ) : failure?.code === 'suspended' ? (
        <section className={styles.suspended} aria-labelledby="suspended-title">
          <h2 id="suspended-title">{t('suspended.title')}</h2>
          <p>{t('suspended.text')}</p>
          <p>{t('suspended.contact')}</p>
        </section>
      ) : failure ? (
        <Alert>
          <p className={styles.errorText}>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void mail.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : mail.data && mail.data.conversations.length === 0 ? (
        <p className={styles.empty}>{page > 1 ? t('noMorePages') : t('empty')}</p>
      ) : (
        mail.data && (
          <>
            <ul className={styles.list} aria-label={t('listLabel')}>
              {mail.data.conversations.map((conversation) => (
                <li
                  key={conversation.id}
                  className={conversation.unread > 0 ? `${styles.item} ${styles.unread}` : styles.item}
                >
                  <div className={styles.itemMain}>
                    <p className={styles.subject}>
                      <Link
                        className={styles.rowLink}
                        to={paths.MailConversation.href({ conversationId: conversation.id })}
                      >
                        {conversation.subject}
                      </Link>
                    </p>
                    <p className={styles.meta}>
                      <span>{recipientName(t, conversation.recipient)}</span>
                      {conversation.order_number && <span>{t('order', { number: conversation.order_number })}</span>}
                    </p>
                    {conversation.title !== conversation.subject && (
                      <p className={styles.preview}>{conversation.title}</p>
                    )}
                  </div>
                  <div className={styles.itemSide}>
                    <time dateTime={conversation.last_message_at}>
                      {formatDate(conversation.last_message_at, site.dateFormat)}
                    </time>
                    {conversation.unread > 0 && (
                      <span className={styles.badge}>
                        <span aria-hidden="true">{conversation.unread}</span>
                        <span className={styles.visuallyHidden}>{t('unread', { count: conversation.unread })}</span>
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {(page > 1 || mail.data.has_more) && (
              <nav className={styles.pages} aria-label={t('pages')}>
                {page > 1 && (
                  <Link to={{ search: page === 2 ? '' : `?page=${page - 1}` }} rel="prev">
                    {t('newer')}
                  </Link>
                )}
                {mail.data.has_more && (
                  <Link to={{ search: `?page=${page + 1}` }} rel="next">
                    {t('older')}
                  </Link>
                )}
              </nav>
            )}
            <Subscription subscribed={mail.data.is_subscribed} />
          </>
        )
      )}
    </div>
  );
};
