import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import { dateTimeFormat } from '../../../../lib/intl-formats';
import { PaperclipIcon } from '../../../../ui/icons';
import type { MailMessage } from '../api/get-conversation';
import styles from '../mail-conversation.module.css';
import { formatFileSize } from './file-size';

/** Where an attachment downloads from: the gateway streams it (DESIGN.md "Files in and out"). */
export const attachmentHref = (id: number): string => `/bff/v1/office/mail/attachments/${id}`;

/** One message: the user's own on the inline end, the other side's (named `other`) on the start, unread marked. */
export const MessageItem = ({ message, other }: { message: MailMessage; other: string }) => {
  const { t, i18n } = useTranslation('mail');
  const site = useSite();
  const time = new Date(message.created_at);
  const unread = !message.is_mine && !message.is_read;
  return (
    <li
      className={[styles.message, message.is_mine ? styles.mine : styles.theirs, unread ? styles.fresh : '']
        .filter(Boolean)
        .join(' ')}
      data-message-id={message.id}
      data-unread={unread ? '' : undefined}
    >
      <p className={styles.author}>
        <span>{message.is_mine ? t('conversation.me') : other}</span>
        <time dateTime={message.created_at}>
          {formatDate(time, site.dateFormat)}{' '}
          {dateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(time)}
        </time>
        {unread && <span className={styles.newMark}>{t('conversation.new')}</span>}
      </p>
      {/* The writer's text in its own direction: Russian in a Hebrew page still reads left to right. */}
      <p className={styles.text} dir="auto">
        {message.message}
      </p>
      {message.attachments.length > 0 && (
        <ul className={styles.files} aria-label={t('conversation.attachments')}>
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a href={attachmentHref(file.id)} download={file.name} className={styles.file}>
                <PaperclipIcon />
                <span className={styles.fileName} dir="auto">
                  {file.name}
                </span>
                <span className={styles.fileSize}>{formatFileSize(file.size, i18n.language)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
};
